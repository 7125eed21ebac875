import {
  contactEmailProblem,
  contactNameProblem,
  contactPhoneProblem,
  institutionDescriptionProblem,
  institutionNameProblem,
  officialSiteProblem,
  remarkProblem,
} from "@icms/protocol";
import { useTranslation } from "react-i18next";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type CoopFields = {
  institution_name: string;
  institution_type: string;
  description: string;
  official_site: string;
  contact_email: string;
};
export type GbookFields = {
  institution_name: string;
  contact_name: string;
  phone: string;
  email: string;
  remark: string;
};

/** The forms' checks: the rules the gateway runs (`rules/invest.ts`), each problem in the reader's words. */
export function useInvestChecks() {
  const { t } = useTranslation();
  const message = (problem: string | null) => {
    if (problem === null) return undefined;
    if (problem === "required") return t("investment.form.required");
    if (problem === "tooLong") return t("investment.form.tooLong");
    return undefined;
  };
  const email = (value: string) => {
    const problem = contactEmailProblem(value);
    return problem === "format" ? t("investment.form.emailFormat") : message(problem);
  };
  const coop = (form: CoopFields): FieldErrors<keyof CoopFields> => {
    const site = officialSiteProblem(form.official_site);
    return prune({
      institution_name: message(institutionNameProblem(form.institution_name)),
      institution_type: form.institution_type === "" ? t("investment.form.required") : undefined,
      description: message(institutionDescriptionProblem(form.description)),
      official_site: site === "format" ? t("investment.form.siteFormat") : message(site),
      contact_email: email(form.contact_email),
    });
  };
  const gbook = (form: GbookFields): FieldErrors<keyof GbookFields> => {
    const phone = contactPhoneProblem(form.phone);
    return prune({
      institution_name: message(institutionNameProblem(form.institution_name)),
      contact_name: message(contactNameProblem(form.contact_name)),
      phone: phone === "format" ? t("investment.form.phoneFormat") : message(phone),
      email: email(form.email),
      remark: message(remarkProblem(form.remark)),
    });
  };
  return { coop, gbook };
}

function prune<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<K>;
}
