import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** One path's data (most icons); more complex shapes pass their elements as children. */
  path?: string;
  /** Round line ends and corners, for the drawn outline icons. */
  rounded?: boolean;
  children?: ReactNode;
};

/** The app's one SVG icon: a decorative 24×24 outline in the current text colour, hidden from screen readers. */
export function Icon({ path, rounded = false, children, ...svg }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      {...(rounded ? { strokeLinecap: 'round', strokeLinejoin: 'round' } : {})}
      {...svg}
    >
      {path !== undefined && <path d={path} />}
      {children}
    </svg>
  );
}
