import { SOCIAL_NETWORKS, type SocialNetwork } from '../utils/share-links';
import { Icon } from '@/components/ui/icon';

const ICON_PATHS: Record<SocialNetwork['key'], string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  x: 'M4 4l16 16M20 4L4 20',
  whatsapp:
    'M3 21l1.6-4.6A9 9 0 1 1 7.8 19.6L3 21zm6-13c-.5 0-1 .6-1 1.5 0 2.5 3 6.5 6.5 6.5.9 0 1.5-.5 1.5-1l-.3-1-2-.8-1 1c-1.2-.5-2.2-1.5-2.8-2.8l1-1-.8-2L9 8z',
};

/** Facebook, X and WhatsApp: each opens the network's share dialog for this page in a new window. */
export function SocialShareButtons({ name }: { name: string }) {
  const share = (network: SocialNetwork) => {
    const url = network.shareUrl(window.location.href, `${name} im Branchenbuch`);
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <div>
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Teilen auf</p>
      <div className="flex gap-2">
        {SOCIAL_NETWORKS.map((network) => (
          <button
            key={network.key}
            type="button"
            onClick={() => share(network)}
            aria-label={`Auf ${network.label} teilen`}
            title={`Auf ${network.label} teilen`}
            className="grid size-10 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-blue-700 hover:bg-blue-50 hover:text-blue-700"
          >
            <Icon path={ICON_PATHS[network.key]} className="size-5" strokeWidth="1.75" strokeLinejoin="round" />
          </button>
        ))}
      </div>
    </div>
  );
}
