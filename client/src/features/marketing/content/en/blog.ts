// English blog posts (/blog and /blog/{query}).
import type { BlogContent } from '../types';

const blog: BlogContent = {
  title: 'Blog',
  lead: 'Product news and notes on how we build OSB.',
  posts: {
    'introducing-osb': {
      date: '2026-02-10',
      author: 'The OSB team',
      title: 'Introducing OSB: one account for social, pay and cloud',
      lead: 'Today we open OSB to everyone: five products behind one sign-in and one balance.',
      sections: [
        {
          paragraphs: [
            'We started OSB with a simple observation: the people we know switch between five or six apps to do things that belong together — ask a friend for money, pay a seller, put a small shop online, tell customers their order is ready.',
            'OSB brings those steps together. The same account posts to your feed, holds your OSBT, registers your domain and sends your WhatsApp updates.',
          ],
        },
        {
          heading: 'What is in the box',
          bullets: [
            'App: discover, posts, chats, communities and a quick stake game.',
            'Pay: a wallet in OSBT with P2P trading and gift cards.',
            'Cloud: domains, storage, e-mail, SMS and WhatsApp.',
            'Map and Market: places near you and sellers near you.',
          ],
        },
        {
          heading: 'What comes next',
          paragraphs: ['More payment partners, more languages and a public API programme. Tell us what you need from Account → Support.'],
        },
      ],
    },
    'double-entry-ledger': {
      date: '2026-02-24',
      author: 'Pay engineering',
      title: 'Why your OSBT balance always adds up',
      lead: 'A look at the double-entry ledger behind every payment, stake, order and cloud bill.',
      sections: [
        {
          paragraphs: [
            'Every time OSBT moves, we write two records: one that takes the amount from an account and one that gives it to another. A balance is never a number someone edits; it is the sum of its records.',
          ],
        },
        {
          heading: 'Three rules we never break',
          bullets: [
            'Amounts are whole numbers in the smallest unit, so there is no rounding drift.',
            'Each write carries a client request id; sending it twice changes nothing the second time.',
            'No balance may go below zero — the write is refused instead.',
          ],
        },
        {
          paragraphs: [
            'The same ledger serves the game escrow, peer-to-peer trades, gift cards, market checkout and cloud billing, so every product plays by the same rules.',
          ],
        },
      ],
    },
    'portuguese-first': {
      date: '2026-03-05',
      author: 'Design',
      title: 'Portuguese first, English one tap away',
      lead: 'Why OSB opens in Portuguese, and how we keep two languages equally good.',
      sections: [
        {
          paragraphs: [
            'Most of our first members think and pay in Portuguese, so that is where OSB starts. English is always one tap away in the language menu, and the page reloads so every screen switches at once.',
          ],
        },
        {
          heading: 'How we keep both languages in step',
          bullets: [
            'Every piece of text lives in a catalogue with both languages side by side.',
            'Amounts and dates are formatted for the language you read, in your own currency and time zone.',
            'Messages you must act on are tested word for word.',
          ],
        },
      ],
    },
  },
};

export default blog;
