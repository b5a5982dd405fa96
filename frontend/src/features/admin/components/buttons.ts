/** The admin area's button looks; all keep the global focus outline. */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${BASE} bg-blue-700 text-white hover:bg-blue-800`,
  secondary: `${BASE} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`,
  danger: `${BASE} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${BASE} border border-red-300 bg-white text-red-700 hover:bg-red-50`,
  success: `${BASE} bg-emerald-700 text-white hover:bg-emerald-800`,
  ghost: `${BASE} text-slate-700 hover:bg-slate-100`,
} as const;
