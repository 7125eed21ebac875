import { describe, expect, it } from "vitest";
import { application } from "./kol-fixtures";
import { emptyKol, kolInput, validateKol, valuesOfApplication } from "./kol-form";

describe("the KOL form's rules", () => {
  it("requires name, gender, area code, phone, e-mail, synopsis, video and a country", () => {
    const problems = validateKol(emptyKol);
    expect(Object.keys(problems).sort()).toEqual(
      ["countries", "email", "gender", "name", "phone", "phone_country", "synopsis", "video_url"].sort(),
    );
    expect(problems.email?.key).toBe("kol.form.errors.required");
  });

  it("checks the e-mail format, the number against its area code and the platform hosts", () => {
    const values = valuesOfApplication(application());
    expect(validateKol(values)).toEqual({});
    const problems = validateKol({
      ...values,
      email: "alice@",
      phone_country: "US",
      phone: "123",
      twitter: "https://facebook.com/alice",
      video_url: "https://example.com/v.mp4",
    });
    expect(problems.email?.key).toBe("kol.form.errors.email");
    expect(problems.phone?.key).toBe("kol.form.errors.phone");
    expect(problems.twitter?.key).toBe("kol.form.errors.platform");
    expect(problems.video_url?.key).toBe("kol.form.errors.videoLink");
  });

  it("sends the tags comma separated and the texts trimmed", () => {
    const input = kolInput({ ...valuesOfApplication(application()), name: "  Alice  ", tags: ["defi", "zk"] });
    expect(input).toMatchObject({ name: "Alice", tags: "defi,zk", phone_country: "CN", countries: ["CN", "DE"] });
  });
});
