/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4) for tests: every line
 * must be a `# HELP`, a `# TYPE` or a sample, or the read fails. The npm parser we tried
 * (parse-prometheus-text-format 1.1.1) drops a histogram's labels and keeps one series of it.
 */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const HELP = /^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;
const TYPE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|\+Inf|-Inf|NaN))(?: -?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let read = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    read = LABEL.lastIndex;
  }
  if (read !== text.length) throw new Error(`bad labels: ${line}`);
  return labels;
}

const numberOf = (text: string) => (text === "+Inf" ? Infinity : text === "-Inf" ? -Infinity : Number(text));

export function readExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1] as string, type[2] as string);
      continue;
    }
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not the text format: ${line}`);
    samples.push({
      name: sample[1] as string,
      labels: labelsOf(sample[2] ?? "", line),
      value: numberOf(sample[3] as string),
    });
  }
  return { types, samples };
}
