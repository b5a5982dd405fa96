import { Icon } from '@/components/ui/icon';
import { ICONS } from '@/components/ui/icon-paths';

/** The contact cards' icons, drawn a little finer than the rest of the site. */
export const MailIcon = () => (
  <Icon className="size-6" rounded strokeWidth="1.8">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const PhoneIcon = () => (
  <Icon className="size-6" rounded strokeWidth="1.8">
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Icon>
);

export const MapPinIcon = () => (
  <Icon className="size-6" rounded strokeWidth="1.8">
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </Icon>
);

export const ClockIcon = () => <Icon path={ICONS.clock} className="size-6" rounded strokeWidth="1.8" />;
