import { renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { i18next, initI18n } from "../../i18n";
import { useNavLabel } from "./nav-label";

const label = { zh: "课程", en: "Courses", ru: "Курсы" };

it("shows an entry's own label in the language in use, and the shell's nav.<key> otherwise", async () => {
  await initI18n("ru");
  const { result } = renderHook(() => useNavLabel());
  expect(result.current({ key: "newEntry", label, to: "/x" })).toBe("Курсы");
  expect(result.current({ key: "courses", to: "/appedu/course_home" })).toBe(i18next.t("nav.courses"));
  expect(result.current({ key: "courses", to: "/appedu/course_home" })).not.toBe("nav.courses");
});
