import sharp from "sharp";

/**
 * Demo videos made without an encoder: an H.264 Constrained Baseline stream whose key frames
 * hold raw samples (I_PCM macroblocks) and whose other frames skip every macroblock, in an MP4
 * with its index first. The result is a slide show any H.264 player plays: each slide is one
 * key frame, held for a few seconds by the skipped frames.
 */

const WIDTH = 256;
const HEIGHT = 144;
const MBS = (WIDTH / 16) * (HEIGHT / 16);
const FPS = 10;
const TIMESCALE = 1000;

class Bits {
  private bytes: number[] = [];
  private cur = 0;
  private n = 0;
  u(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) {
      this.cur = (this.cur << 1) | ((value >>> i) & 1);
      if (++this.n === 8) this.flush();
    }
    return this;
  }
  ue(value: number) {
    const code = value + 1;
    const len = Math.floor(Math.log2(code));
    return this.u(0, len).u(code, len + 1);
  }
  se(value: number) {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  align() {
    while (this.n !== 0) this.u(0, 1);
    return this;
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing() {
    return this.u(1, 1).align();
  }
  raw(data: Uint8Array) {
    for (const byte of data) this.bytes.push(byte);
    return this;
  }
  private flush() {
    this.bytes.push(this.cur & 0xff);
    this.cur = 0;
    this.n = 0;
  }
  done(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

const SPS = nal(
  3,
  7,
  new Bits()
    .u(66, 8) // Baseline
    .u(0b11000000, 8) // constraint_set0 and 1: Constrained Baseline
    .u(30, 8) // level 3.0
    .ue(0) // seq_parameter_set_id
    .ue(0) // log2_max_frame_num_minus4: frame_num counts modulo 16
    .ue(2) // pic_order_cnt_type 2: output order is decoding order
    .ue(1) // max_num_ref_frames
    .u(0, 1)
    .ue(WIDTH / 16 - 1)
    .ue(HEIGHT / 16 - 1)
    .u(1, 1) // frame_mbs_only
    .u(1, 1) // direct_8x8_inference
    .u(0, 1) // no cropping
    .u(0, 1) // no VUI
    .trailing()
    .done(),
);

const PPS = nal(
  3,
  8,
  new Bits()
    .ue(0)
    .ue(0)
    .u(0, 1) // CAVLC
    .u(0, 1)
    .ue(0) // one slice group
    .ue(0)
    .ue(0)
    .u(0, 1)
    .u(0, 2)
    .se(0) // pic_init_qp_minus26
    .se(0)
    .se(0)
    .u(1, 1) // deblocking control present: slices turn the filter off
    .u(0, 1)
    .u(0, 1)
    .trailing()
    .done(),
);

/** A key frame of raw samples: every macroblock I_PCM (mb_type 25 in an I slice). */
function idrSlice(yuv: { y: Uint8Array; u: Uint8Array; v: Uint8Array }, idrPicId: number): Buffer {
  const bits = new Bits().ue(0).ue(7).ue(0).u(0, 4).ue(idrPicId).u(0, 1).u(0, 1).se(0).ue(1);
  for (let mb = 0; mb < MBS; mb++) {
    const mx = (mb % (WIDTH / 16)) * 16;
    const my = Math.floor(mb / (WIDTH / 16)) * 16;
    bits.ue(25).align();
    for (let row = 0; row < 16; row++) bits.raw(yuv.y.subarray((my + row) * WIDTH + mx, (my + row) * WIDTH + mx + 16));
    for (const plane of [yuv.u, yuv.v]) {
      for (let row = 0; row < 8; row++) {
        const start = (my / 2 + row) * (WIDTH / 2) + mx / 2;
        bits.raw(plane.subarray(start, start + 8));
      }
    }
  }
  return nal(3, 5, bits.trailing().done());
}

/** A frame that repeats the previous one: every macroblock skipped. */
function skipSlice(frameNum: number): Buffer {
  const bits = new Bits()
    .ue(0)
    .ue(5)
    .ue(0)
    .u(frameNum % 16, 4)
    .u(0, 1)
    .u(0, 1)
    .u(0, 1)
    .se(0)
    .ue(1)
    .ue(MBS);
  return nal(2, 1, bits.trailing().done());
}

/** RGB to 8-bit YUV 4:2:0 (BT.601, studio range). */
async function yuvOf(svg: string) {
  const { data } = await sharp(Buffer.from(svg))
    .resize(WIDTH, HEIGHT)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = new Uint8Array(WIDTH * HEIGHT);
  const u = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const v = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const clamp = (x: number) => Math.max(16, Math.min(235, Math.round(x)));
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const [r, g, b] = [data[i * 3] as number, data[i * 3 + 1] as number, data[i * 3 + 2] as number];
    y[i] = clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  for (let cy = 0; cy < HEIGHT / 2; cy++) {
    for (let cx = 0; cx < WIDTH / 2; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((cy * 2 + dy) * WIDTH + cx * 2 + dx) * 3;
        r += (data[i] as number) / 4;
        g += (data[i + 1] as number) / 4;
        b += (data[i + 2] as number) / 4;
      }
      u[cy * (WIDTH / 2) + cx] = clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[cy * (WIDTH / 2) + cx] = clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { y, u, v };
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
};
const full = (type: string, version: number, flags: number, ...parts: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE((version << 24) | flags);
  return box(type, vf, ...parts);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  for (const [i, value] of values.entries()) b.writeUInt32BE(value >>> 0, i * 4);
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 2);
  for (const [i, value] of values.entries()) b.writeUInt16BE(value & 0xffff, i * 2);
  return b;
};
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** MP4 with the index first: ftyp, moov, mdat; samples are 4-byte length-prefixed NAL units. */
function mp4(samples: Buffer[], keyFrames: number[]): Buffer {
  const delta = TIMESCALE / FPS;
  const duration = samples.length * delta;
  const avcC = box(
    "avcC",
    Buffer.from([1, 66, 0b11000000, 30, 0xff, 0xe1]),
    u16(SPS.length),
    SPS,
    Buffer.from([1]),
    u16(PPS.length),
    PPS,
  );
  const name = Buffer.alloc(32);
  const avc1 = box(
    "avc1",
    Buffer.alloc(6),
    u16(1, 0, 0),
    u32(0, 0, 0),
    u16(WIDTH, HEIGHT),
    u32(0x480000, 0x480000, 0),
    u16(1),
    name,
    u16(0x18, 0xffff),
    avcC,
  );
  const stbl = (offset: number) =>
    box(
      "stbl",
      full("stsd", 0, 0, u32(1), avc1),
      full("stts", 0, 0, u32(1, samples.length, delta)),
      full("stss", 0, 0, u32(keyFrames.length, ...keyFrames.map((k) => k + 1))),
      full("stsc", 0, 0, u32(1, 1, samples.length, 1)),
      full("stsz", 0, 0, u32(0, samples.length, ...samples.map((s) => s.length))),
      full("stco", 0, 0, u32(1, offset)),
    );
  const moov = (offset: number) =>
    box(
      "moov",
      full(
        "mvhd",
        0,
        0,
        u32(0, 0, TIMESCALE, duration, 0x10000),
        u16(0x100, 0),
        u32(0, 0),
        MATRIX,
        u32(0, 0, 0, 0, 0, 0, 2),
      ),
      box(
        "trak",
        full("tkhd", 0, 3, u32(0, 0, 1, 0, duration, 0, 0), u16(0, 0, 0, 0), MATRIX, u32(WIDTH << 16, HEIGHT << 16)),
        box(
          "mdia",
          full("mdhd", 0, 0, u32(0, 0, TIMESCALE, duration), u16(0x55c4, 0)),
          full("hdlr", 0, 0, u32(0), Buffer.from("vide"), u32(0, 0, 0), Buffer.from("VideoHandler\0")),
          box(
            "minf",
            full("vmhd", 0, 1, u16(0, 0, 0, 0)),
            box("dinf", full("dref", 0, 0, u32(1), full("url ", 0, 1))),
            stbl(offset),
          ),
        ),
      ),
    );
  const ftyp = box("ftyp", Buffer.from("isom"), u32(0x200), Buffer.from("isomiso2avc1mp41"));
  const moovSize = moov(0).length;
  const data = Buffer.concat(samples);
  return Buffer.concat([ftyp, moov(ftyp.length + moovSize + 8), box("mdat", data)]);
}

/** A slide show of the given SVG slides, `secondsPerSlide` each, as MP4 bytes. */
export async function slideShowMp4(slides: string[], secondsPerSlide = 2): Promise<Buffer> {
  const samples: Buffer[] = [];
  const keyFrames: number[] = [];
  for (const [i, svg] of slides.entries()) {
    keyFrames.push(samples.length);
    const idr = idrSlice(await yuvOf(svg), i % 65_536);
    const frames = [idr, ...Array.from({ length: secondsPerSlide * FPS - 1 }, (_, n) => skipSlice(n + 1))];
    for (const frame of frames) samples.push(Buffer.concat([u32(frame.length), frame]));
  }
  return mp4(samples, keyFrames);
}
