import { Link, type LinkProps } from 'react-router-dom';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

/** A link that looks like a button: the calls to action ('Zur Startseite', 'Kostenlose Beratung', …). */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...link
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <Link
      {...link}
      className={className === undefined ? buttonClass(variant, size) : `${buttonClass(variant, size)} ${className}`}
    />
  );
}
