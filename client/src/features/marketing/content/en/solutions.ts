// English content of /solutions and /solutions/{query}.
import type { SolutionsContent } from '../types';

const solutions: SolutionsContent = {
  title: 'Solutions',
  lead: 'Everyday products for people and cloud services for businesses, all paid from one OSBT balance.',
  items: {
    social: {
      name: 'Social and messaging',
      summary: 'Feed, posts, chats, communities and play.',
      href: '/discover',
      title: 'Social and messaging',
      lead: 'Share what matters, talk one to one or in communities, and challenge a friend to a quick game.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'A discover feed “for you” and from the people you follow, with #tags and @mentions.',
            'Posts with images, video, audio or a short quote.',
            'Direct chats and communities with live delivery and read receipts.',
            'Rock-paper-scissors with an OSBT stake, against a friend or someone online.',
          ],
        },
        {
          heading: 'Made for phones',
          paragraphs: ['Create a post, a chat or a community from the button in the corner of the screen, with one thumb.'],
        },
      ],
    },
    pay: {
      name: 'Pay',
      summary: 'Wallet, transfers, P2P and gift cards.',
      href: '/pay',
      title: 'Pay with OSBT',
      lead: 'A wallet that speaks your currency: hold OSBT, see it in 15 currencies and move it in seconds.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Add, withdraw, send, request and convert, asset by asset.',
            'A live peer-to-peer market with ads and orders you can follow step by step.',
            'Gift cards to give and redeem.',
            'A full activity history in your own time zone.',
          ],
        },
        {
          heading: 'Correct by construction',
          paragraphs: [
            'Every movement is a double-entry record with a request id, so balances always add up and a retry never pays twice.',
          ],
        },
      ],
    },
    domain: {
      name: 'Domains',
      summary: 'Search, register, transfer and manage.',
      href: '/cloud/domain',
      title: 'Domains',
      lead: 'Find the right name, register it in a minute and keep its records in one place.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Search and register new domains.',
            'Transfer domains you already own.',
            'Manage DNS records and renewals from the cloud console.',
          ],
        },
        {
          heading: 'Billing',
          paragraphs: ['Registration and renewal are charged from your OSBT balance, with a reminder before each renewal.'],
        },
      ],
    },
    storage: {
      name: 'Storage',
      summary: 'Buckets, usage and access rules.',
      href: '/cloud/storage',
      title: 'Storage',
      lead: 'Keep files safe and serve them fast, with clear usage and rules you control.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Create buckets in a few clicks.',
            'See usage per bucket as it grows.',
            'Set access rules: private, signed links or public.',
          ],
        },
      ],
    },
    email: {
      name: 'E-mail',
      summary: 'Sending from addresses on your domain.',
      href: '/cloud/email',
      title: 'E-mail on your domain',
      lead: 'Transactional e-mail from your own domain, with delivery status for every message.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Send from verified addresses on any domain you manage with us.',
            'Transactional sending with delivery status.',
            'Sending only: no mailbox is kept here, so replies go to the mail service your MX records name.',
          ],
        },
      ],
    },
    sms: {
      name: 'SMS',
      summary: 'Codes and alerts.',
      href: '/cloud/sms',
      title: 'SMS',
      lead: 'Reach any phone with one-time codes and alerts.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'One number per message; the console counts its segments (GSM-7 or UCS-2) and the price before you send.',
            'Delivery status for every message.',
            'Opt-outs honoured: a number that replied STOP is not sent to again until it replies START.',
          ],
        },
      ],
    },
    whatsapp: {
      name: 'WhatsApp',
      summary: 'Approved templates, sent from your balance.',
      href: '/cloud/whatsapp',
      title: 'WhatsApp delivery',
      lead: 'Reach customers where they already are, with approved templates for orders and appointments.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Send approved templates for orders and appointments, their fields filled in.',
            'Delivery status for each message.',
            'Outgoing only: replies are not received here.',
          ],
        },
      ],
    },
    map: {
      name: 'Map',
      summary: 'Live map and saved places.',
      href: '/map',
      title: 'Map',
      lead: 'See what is around you, share a place with a short code and keep the places you love.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'A live map centred on you.',
            'Place pages at a short code you can send to anyone.',
            'A saved list that follows you to every device.',
          ],
        },
      ],
    },
    market: {
      name: 'Market',
      summary: 'Buy and sell near you.',
      href: '/market',
      title: 'Market',
      lead: 'Discover trending items, buy from sellers near you and pay from your balance.',
      sections: [
        {
          heading: 'What you get',
          bullets: [
            'Trending and featured items, plus categories from electronics to food.',
            'A cart and order tracking.',
            'A saved list for later.',
          ],
        },
      ],
    },
  },
};

export default solutions;
