import type { SVGProps } from "react";

/** A few line icons drawn inline (24px grid, currentColor), hidden from assistive technology. */
function Icon({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement> & { size?: number };

export const BellIcon = (p: P) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);
export const GridIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
  </Icon>
);
export const SearchIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const GlobeIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const PlusIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const ChevronDownIcon = (p: P) => (
  <Icon size={14} {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const BookIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </Icon>
);
export const WalletIcon = (p: P) => (
  <Icon {...p}>
    <path d="M20 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h15v13H5a2 2 0 0 1-2-2V5" />
    <circle cx="16" cy="13" r="1" />
  </Icon>
);
export const CopyIcon = (p: P) => (
  <Icon size={16} {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Icon>
);

export const ImageIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9h.01" />
  </Icon>
);

export const TableIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />
  </Icon>
);

export const RowAddIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5h18v8H3zM12 16v6M9 19h6" />
  </Icon>
);

export const ColumnAddIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 3h8v18H3zM16 12h6M19 9v6" />
  </Icon>
);

export const RowRemoveIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5h18v8H3zM9 19h6" />
  </Icon>
);

export const ColumnRemoveIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 3h8v18H3zM16 12h6" />
  </Icon>
);

export const TableRemoveIcon = (p: P) => (
  <Icon {...p}>
    <path d="M3 5h18v14H3zM3 10h18M9 5v14M14 13l5 5M19 13l-5 5" />
  </Icon>
);
