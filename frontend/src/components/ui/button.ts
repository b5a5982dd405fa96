/** The app's button looks, for <button>s and (through LinkButton) links; all keep the global focus outline. */
const BASE =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const SIZES = {
  /** The admin area's dense tables and dialogs. */
  sm: 'rounded-md px-3 py-2 text-sm',
  md: 'rounded-md px-4 py-2 text-sm',
  /** Calls to action on coloured bands. */
  lg: 'rounded-lg px-6 py-3',
} as const;

const VARIANTS = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  dangerOutline: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
  success: 'bg-emerald-700 text-white hover:bg-emerald-800',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A switched-on toggle: the saved favourite. */
  favourite: 'border border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100',
  /** White on a blue band. */
  inverse: 'bg-white text-blue-800 shadow-sm hover:bg-blue-50',
  /** Outlined on a blue band. */
  inverseOutline: 'border border-white text-white hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'sm'): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]}`;
}
