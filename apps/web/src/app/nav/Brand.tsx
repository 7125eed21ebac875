import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** The site name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="brand" aria-label={t("app.homeLink")}>
      <span className="brand__mark" aria-hidden="true">
        IC
      </span>
      <span className="brand__name">ICMS</span>
    </Link>
  );
}
