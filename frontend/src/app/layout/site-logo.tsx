export function SiteLogo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-blue-700 text-white shadow-sm">
        B
      </span>
      <span>
        Branchen<span className="text-blue-700">buch</span>
      </span>
    </span>
  );
}
