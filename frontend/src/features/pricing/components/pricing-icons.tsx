import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { PricingPackage } from '../data/packages';

export const CheckIcon = () => (
  <Icon className="mt-0.5 size-5 shrink-0 text-emerald-600" rounded strokeWidth="1.8">
    <path d="m5 12 5 5 9-10" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon className="size-5" rounded strokeWidth="1.8">
    <path d="M12 3 5 6v6c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="size-5 shrink-0 transition-transform group-open:rotate-180" rounded strokeWidth="1.8">
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

/**
 * Drawn icons per package rather than the data's emoji: emoji depend on the visitor's fonts
 * and show as empty boxes where no colour-emoji font is installed.
 */
const PACKAGE_ICONS: Record<PricingPackage['name'], ReactNode> = {
  Basis: (
    <Icon className="size-6" rounded strokeWidth="1.8">
      <path d="M4 10 12 4l8 6v9a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z" />
    </Icon>
  ),
  Professional: (
    <Icon className="size-6" rounded strokeWidth="1.8">
      <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </Icon>
  ),
  Premium: (
    <Icon className="size-6" rounded strokeWidth="1.8">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </Icon>
  ),
};

export function PackageIcon({ name }: { name: PricingPackage['name'] }) {
  return PACKAGE_ICONS[name];
}
