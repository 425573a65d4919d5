// The marketing site's navigation (spec section 2): the header's mega-menus (solutions, resources, company),
// the footer's columns and the ten social networks it lists.
import type { TextKey } from '../../../i18n/keys';

export interface NavLink {
  /** i18n key (marketing namespace) of the label. */
  label: TextKey;
  /** Optional one-line description shown in the mega-menu. */
  text?: TextKey;
  href: string;
}

export interface NavColumn {
  title: TextKey;
  links: readonly NavLink[];
}

export interface MegaMenu {
  id: string;
  label: TextKey;
  columns: readonly NavColumn[];
}

export const MEGA_MENUS: readonly MegaMenu[] = [
  {
    id: 'mega-solutions',
    label: 'marketing.solutions',
    columns: [
      {
        title: 'marketing.products',
        links: [
          { label: 'marketing.menu.app', text: 'marketing.menu.appText', href: '/solutions/social' },
          { label: 'marketing.menu.pay', text: 'marketing.menu.payText', href: '/pay' },
          { label: 'marketing.menu.cloud', text: 'marketing.menu.cloudText', href: '/cloud' },
          { label: 'marketing.menu.map', text: 'marketing.menu.mapText', href: '/map' },
          { label: 'marketing.menu.market', text: 'marketing.menu.marketText', href: '/market' },
        ],
      },
      {
        title: 'marketing.cloudServices',
        links: [
          { label: 'marketing.menu.domain', href: '/solutions/domain' },
          { label: 'marketing.menu.storage', href: '/solutions/storage' },
          { label: 'marketing.menu.email', href: '/solutions/email' },
          { label: 'marketing.menu.sms', href: '/solutions/sms' },
          { label: 'marketing.menu.whatsapp', href: '/solutions/whatsapp' },
          { label: 'marketing.menu.allSolutions', href: '/solutions' },
        ],
      },
    ],
  },
  {
    id: 'mega-resources',
    label: 'marketing.resources',
    columns: [
      {
        title: 'marketing.learn',
        links: [
          { label: 'marketing.menu.docs', text: 'marketing.menu.docsText', href: '/docs' },
          { label: 'marketing.menu.guides', text: 'marketing.menu.guidesText', href: '/guides' },
          { label: 'marketing.menu.blog', text: 'marketing.menu.blogText', href: '/blog' },
        ],
      },
      {
        title: 'marketing.support',
        links: [
          { label: 'marketing.menu.help', text: 'marketing.menu.helpText', href: '/help' },
          { label: 'marketing.menu.sdks', text: 'marketing.menu.sdksText', href: '/sdks' },
          { label: 'marketing.menu.resources', href: '/resources' },
        ],
      },
    ],
  },
  {
    id: 'mega-company',
    label: 'marketing.company',
    columns: [
      {
        title: 'marketing.company',
        links: [
          { label: 'marketing.menu.about', href: '/about' },
          { label: 'marketing.menu.careers', href: '/careers' },
          { label: 'marketing.menu.partners', href: '/partners' },
          { label: 'marketing.menu.contact', href: '/contact-us' },
        ],
      },
      {
        title: 'marketing.support',
        links: [
          { label: 'marketing.menu.security', href: '/security' },
          { label: 'marketing.menu.faqs', href: '/faqs' },
          { label: 'marketing.menu.download', href: '/download' },
        ],
      },
    ],
  },
];

export const FOOTER_COLUMNS: readonly NavColumn[] = [
  {
    title: 'marketing.products',
    links: [
      { label: 'marketing.menu.app', href: '/solutions/social' },
      { label: 'marketing.menu.pay', href: '/pay' },
      { label: 'marketing.menu.cloud', href: '/cloud' },
      { label: 'marketing.menu.map', href: '/map' },
      { label: 'marketing.menu.market', href: '/market' },
      { label: 'marketing.pricing', href: '/pricing' },
    ],
  },
  {
    title: 'marketing.resources',
    links: [
      { label: 'marketing.menu.docs', href: '/docs' },
      { label: 'marketing.menu.guides', href: '/guides' },
      { label: 'marketing.menu.blog', href: '/blog' },
      { label: 'marketing.menu.help', href: '/help' },
      { label: 'marketing.menu.sdks', href: '/sdks' },
    ],
  },
  {
    title: 'marketing.company',
    links: [
      { label: 'marketing.menu.about', href: '/about' },
      { label: 'marketing.menu.careers', href: '/careers' },
      { label: 'marketing.menu.partners', href: '/partners' },
      { label: 'marketing.menu.contact', href: '/contact-us' },
      { label: 'marketing.menu.download', href: '/download' },
    ],
  },
  {
    title: 'marketing.legal',
    links: [
      { label: 'marketing.menu.privacy', href: '/privacy' },
      { label: 'marketing.menu.terms', href: '/terms' },
      { label: 'marketing.menu.security', href: '/security' },
      { label: 'marketing.menu.faqs', href: '/faqs' },
    ],
  },
];

/** Spec section 2: the footer links Sitemap, Feedback and Terms. Sitemap is a static file, not a route. */
export const FOOTER_LEGAL_LINKS = {
  sitemap: '/sitemap.xml',
  feedback: '/contact-us',
  terms: '/terms',
} as const;

/** Spec section 2: "a list of ten social networks". */
export const SOCIAL_NETWORKS: readonly { name: string; href: string }[] = [
  { name: 'X', href: 'https://x.com/osbplatform' },
  { name: 'Facebook', href: 'https://www.facebook.com/osbplatform' },
  { name: 'Instagram', href: 'https://www.instagram.com/osbplatform' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/osbplatform' },
  { name: 'YouTube', href: 'https://www.youtube.com/@osbplatform' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@osbplatform' },
  { name: 'GitHub', href: 'https://github.com/osbplatform' },
  { name: 'Discord', href: 'https://discord.gg/osbplatform' },
  { name: 'Telegram', href: 'https://t.me/osbplatform' },
  { name: 'WhatsApp', href: 'https://whatsapp.com/channel/osbplatform' },
];
