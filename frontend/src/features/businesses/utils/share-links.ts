/** Share links of the side column's social buttons (each opens the network's own share dialog). */
export const SOCIAL_NETWORKS = [
  {
    key: 'facebook',
    label: 'Facebook',
    shareUrl: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    key: 'x',
    label: 'X',
    shareUrl: (url: string, text: string) =>
      `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp',
    shareUrl: (url: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
