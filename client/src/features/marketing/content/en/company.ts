// English content of the company, legal and help pages.
import type { CompanyContent } from '../types';

const company: CompanyContent = {
  about: {
    title: 'About OSB',
    lead: 'We build one place where people talk, pay, build and trade — without juggling a different account, balance and language for each.',
    sections: [
      {
        heading: 'Why we exist',
        paragraphs: [
          'Most people use a chat app, a payment app, a hosting provider, a map and a marketplace that know nothing about each other. Every switch costs a sign-in, a top-up and a new set of rules.',
          'OSB puts those everyday tools behind a single account and a single balance, OSBT, so the money you receive from a friend can pay for a domain or an order a minute later.',
        ],
      },
      {
        heading: 'What we believe',
        bullets: [
          'Simple beats clever: every screen should be usable with one thumb.',
          'Money must add up: every movement of OSBT is recorded twice and can be traced.',
          'People come first in their own language: Portuguese is our default, English is one tap away.',
          'Your time zone and your currency, not ours.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'We are a small, remote team of engineers, designers and support specialists. We publish our API contract, test every change against it, and ship in small steps.',
        ],
      },
    ],
  },
  careers: {
    title: 'Careers',
    lead: 'Help millions of people move between conversation, money and services without friction.',
    sections: [
      {
        heading: 'How we hire',
        paragraphs: [
          'One conversation about what you have built, one practical exercise that takes an afternoon at most, and one conversation with the people you would work with. To apply, create an account and open a ticket in Account → Support with the subject “Careers”, the role and a link to your work.',
        ],
      },
      {
        heading: 'What we offer',
        bullets: [
          'Fully remote, with working hours that overlap in the afternoon (UTC).',
          'Equipment of your choice and a yearly learning budget.',
          'Work in Portuguese or English — both are first-class here.',
        ],
      },
    ],
    rolesTitle: 'Open roles',
    roles: [
      { title: 'Front-end engineer (React, TypeScript)', team: 'Platform', place: 'Remote' },
      { title: 'Back-end engineer (payments ledger)', team: 'Pay', place: 'Remote' },
      { title: 'Product designer (mobile first)', team: 'Design', place: 'Remote' },
      { title: 'Support specialist (Portuguese and English)', team: 'Support', place: 'Remote' },
    ],
  },
  partners: {
    title: 'Partners',
    lead: 'Grow with us: bring your customers, your catalogue or your services to OSB.',
    sections: [
      {
        heading: 'Ways to partner',
        bullets: [
          'Cloud resellers: sell domains, storage and messaging under your own support.',
          'Payment partners: become a trusted peer-to-peer merchant for OSBT in your country.',
          'Market sellers: list your catalogue and reach buyers near you.',
          'Map partners: keep place information accurate for your city.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Create an account, then open a ticket from Account → Support with the subject “Partnership”. Tell us who you are, where you operate and what you would like to build together. We reply within five working days.',
        ],
      },
    ],
  },
  contact: {
    title: 'Contact us',
    lead: 'The fastest way to reach a person is from inside your account, where we can see what you see.',
    sections: [
      {
        heading: 'Before you write',
        paragraphs: [
          'Many answers are already in the help centre and the FAQs. If something looks wrong with a payment, include the date, the amount and the other person’s username — never your password.',
        ],
      },
    ],
    channels: [
      { title: 'Support ticket', text: 'Signed in? Open a ticket and follow it in one place.', href: '/account/support' },
      { title: 'Help centre', text: 'Step-by-step answers for every product.', href: '/help' },
      { title: 'Feedback', text: 'Ideas and rough edges: tell us on any of our social networks or in a ticket.', href: '/account/support' },
      { title: 'Partnerships', text: 'Resellers, merchants and sellers.', href: '/partners' },
    ],
  },
  download: {
    title: 'Download',
    lead: 'OSB runs in your browser, on any phone, tablet or computer. Install it like an app in two taps.',
    sections: [
      {
        heading: 'On Android',
        paragraphs: ['Open OSB in Chrome, tap the menu (⋮) and choose “Install app” or “Add to Home screen”.'],
      },
      {
        heading: 'On iPhone and iPad',
        paragraphs: ['Open OSB in Safari, tap Share and choose “Add to Home Screen”.'],
      },
      {
        heading: 'On a computer',
        paragraphs: [
          'In Chrome or Edge, use the install icon at the end of the address bar. OSB then opens in its own window and can be pinned to your taskbar or dock.',
        ],
      },
      {
        heading: 'What you need',
        bullets: ['A current version of Chrome, Edge, Firefox or Safari.', 'An internet connection; messages and balances update live.'],
      },
    ],
  },
  help: {
    title: 'Help centre',
    lead: 'Find answers by product, or ask us directly from your account.',
    sections: [
      {
        heading: 'Still stuck?',
        paragraphs: [
          'Open a ticket from Account → Support. Tickets are answered in the order they arrive, usually within one working day.',
        ],
      },
    ],
    topics: [
      {
        title: 'Your account',
        text: 'Sign-in, several accounts, username, currency and time zone.',
        href: '/docs/account/sessions-and-accounts',
      },
      { title: 'OSBT and Pay', text: 'Top up, cash out, send, request, convert and P2P.', href: '/docs/pay/wallet-basics' },
      { title: 'Social and messaging', text: 'Posts, chats, communities and the play game.', href: '/docs/app/inbox-and-communities' },
      { title: 'Cloud', text: 'Domains, storage, e-mail, SMS and WhatsApp.', href: '/docs/cloud/getting-started-with-cloud' },
      { title: 'Map and Market', text: 'Saved places, orders and buying safely.', href: '/guides/market' },
      { title: 'Safety', text: 'Protect your account and report a problem.', href: '/security' },
    ],
  },
  sdks: {
    title: 'SDKs and API',
    lead: 'Everything the OSB apps do goes through the same documented API, so you can build on it too.',
    sections: [
      {
        heading: 'HTTP API',
        paragraphs: [
          'An OpenAPI 3.1 document describes every call. Calls are POST requests with a JSON body under a versioned path (/v1), authorised with a bearer token. Every answer uses one envelope: status, a stable code, a message, data and, when useful, current exchange rates.',
        ],
      },
      {
        heading: 'Realtime',
        paragraphs: [
          'A secure websocket on the same base delivers new messages, read receipts and game invitations as they happen, with a keep-alive you can rely on.',
        ],
      },
      {
        heading: 'Typed clients',
        paragraphs: [
          'Generate a client for your language from the OpenAPI document. For TypeScript we use openapi-typescript and openapi-fetch ourselves: paths, bodies and answers are checked at compile time.',
        ],
      },
      {
        heading: 'Cloud API keys',
        paragraphs: [
          'For your servers and scripts, create an API key in Cloud → Settings with the scopes it needs (messaging, storage, domains). A key calls only the cloud operations of its scopes, and never key management, settings or anything outside cloud. The docs have a quick start with curl and a reference of every operation a key may call.',
        ],
      },
      {
        heading: 'Good citizenship',
        bullets: [
          'Send a client request id with payments so a retry never pays twice.',
          'Expect amounts as integers in the asset’s smallest unit.',
          'Respect 429 answers and retry after a pause.',
        ],
      },
    ],
    links: [
      { title: 'Quick start with an API key', text: 'Create a key and make your first calls with curl.', href: '/docs/api/quick-start' },
      {
        title: 'API reference',
        text: 'Every operation a cloud API key may call, by scope, with a curl example.',
        href: '/docs/api/storage',
      },
      { title: 'OpenAPI document', text: 'The whole API as OpenAPI 3.1 (YAML), to generate a client.', href: '/openapi.yaml' },
    ],
  },
  resources: {
    title: 'Resources',
    lead: 'Learn OSB at your pace: reference docs, step-by-step guides, news and the developer kit.',
    sections: [],
    links: [
      { title: 'Docs', text: 'Reference for every product, starting with cloud.', href: '/docs' },
      { title: 'Guides', text: 'Walkthroughs for common tasks.', href: '/guides' },
      { title: 'Blog', text: 'Product news and how we build.', href: '/blog' },
      { title: 'Help centre', text: 'Answers by topic.', href: '/help' },
      { title: 'SDKs and API', text: 'Build on the OSB API.', href: '/sdks' },
      { title: 'FAQs', text: 'Short answers to common questions.', href: '/faqs' },
    ],
  },
  security: {
    title: 'Security',
    lead: 'Your account, your money and your data are protected by design, not as an afterthought.',
    sections: [
      {
        heading: 'Accounts',
        bullets: [
          'Each sign-in gets its own token; signing out revokes it on our side, not just on your device.',
          'You can keep several accounts on one device; each keeps its own token and nothing is shared between them.',
          'Passwords are never stored in readable form and never sent anywhere but the sign-in call.',
        ],
      },
      {
        heading: 'Money',
        bullets: [
          'Every OSBT movement is a double-entry record; balances are derived from those records, never edited by hand.',
          'Payments carry a request id, so a retried request cannot pay twice.',
          'No balance can go below zero.',
        ],
      },
      {
        heading: 'Data',
        paragraphs: ['All traffic is encrypted in transit. Staff access to accounts is limited to support cases and is recorded.'],
      },
      {
        heading: 'Report a vulnerability',
        paragraphs: [
          'Found something? Open a ticket from Account → Support with the subject “Security”. We acknowledge reports within two working days and credit researchers who ask to be named.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'What we collect, why, and the choices you have.',
    updated: 'Last updated: 1 March 2026',
    sections: [
      {
        heading: 'What we collect',
        bullets: [
          'Account details: e-mail, username, country, currency and time zone.',
          'What you create: posts, messages, community details, listings and cloud configuration.',
          'Transactions: OSBT movements, orders and their status.',
          'Technical data: the country your connection appears to come from, used to suggest your country at sign-up.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'We use a cookie named “target” to remember which product you last used, and your browser’s local storage to keep you signed in and to remember your theme, language and cookie choice. We do not use advertising cookies.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To run the products you use, keep them secure, answer your tickets and meet legal obligations. We do not sell personal data.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can change your details in the account area, and ask for a copy or deletion of your data by opening a support ticket. Some transaction records must be kept for the period the law requires.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of service',
    lead: 'The rules for using OSB, written to be read.',
    updated: 'Last updated: 1 March 2026',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You are responsible for what happens in your account. Keep your password private and sign out on shared devices. You may keep up to five accounts on one device.',
        ],
      },
      {
        heading: 'OSBT',
        paragraphs: [
          'OSBT is the balance you hold on the platform. It is not a bank deposit and does not earn interest. Conversions to other currencies use the rates shown at the time.',
        ],
      },
      {
        heading: 'Play',
        paragraphs: [
          'The play game lets two people stake OSBT on a round of rock-paper-scissors. Use it only where such games are legal for you and only if you are of legal age.',
        ],
      },
      {
        heading: 'Acceptable use',
        bullets: [
          'No fraud, scams, spam or impersonation.',
          'No content that is illegal, hateful or violates someone else’s rights.',
          'No attempts to break, overload or reverse the service.',
        ],
      },
      {
        heading: 'Changes and ending',
        paragraphs: [
          'We may change these terms and will tell you in the app before important changes take effect. You can close your account at any time; we may suspend accounts that break these terms.',
        ],
      },
    ],
  },
  pricing: {
    title: 'Pricing',
    lead: 'Everyday use is free. Pay for cloud services as you use them, in OSBT.',
    plans: [
      {
        name: 'Personal',
        price: '0',
        period: 'forever',
        summary: 'Everything you need to talk, pay and shop.',
        features: [
          'Discover, posts, chats and communities',
          'OSBT wallet in 15 display currencies',
          'Map and saved places',
          'Buy on Market',
          'P2P ads in Pay',
        ],
        cta: 'Create a free account',
        featured: true,
      },
      {
        name: 'Business',
        price: 'Pay as you go',
        period: 'billed in OSBT',
        summary: 'Cloud services for teams and companies.',
        features: [
          'Domains, storage, e-mail, SMS and WhatsApp',
          'One bill from your balance',
          'Usage and rules per service',
          'Staff support with ticket history',
        ],
        cta: 'Open the cloud console',
      },
    ],
    notesTitle: 'Good to know',
    notes: [
      'Prices are set in OSBT; you see them in your chosen currency at the current rate.',
      'Cloud usage is shown live in the console and charged from your balance.',
      'There are no fees to receive OSBT from another person.',
    ],
  },
  faqs: {
    title: 'Frequently asked questions',
    lead: 'Short answers to the questions we hear most.',
    items: [
      {
        q: 'What is OSBT?',
        a: 'OSBT is the balance you hold on OSB. Every product — social, pay, cloud, map and market — uses it, and you can see its value in any of 15 currencies.',
      },
      {
        q: 'How do I add OSBT?',
        a: 'Top up from the account area, receive it from another person, buy it from a peer-to-peer merchant in Pay, or redeem a gift card.',
      },
      {
        q: 'Can I use more than one account?',
        a: 'Yes. Add up to five accounts on the same device from the profile menu and switch between them at any time.',
      },
      {
        q: 'Which currencies can I see amounts in?',
        a: 'USD, NGN, INR, GBP, EUR, CAD, ZAR, IDR, PKR, AUD, MXN, JPY, CNY, AED and CHF. Change it in Account → Currency.',
      },
      {
        q: 'Which languages are available?',
        a: 'Portuguese, which is the default, and English. Switch from the language menu; the page reloads in the new language.',
      },
      {
        q: 'Why are times shown in a different zone?',
        a: 'Every time follows the zone saved in your account. Set it in Account → Time zone.',
      },
      {
        q: 'Is there a mobile app?',
        a: 'OSB is a web app you can install on any phone from the browser. See the Download page for the two steps.',
      },
      {
        q: 'How do I close my account?',
        a: 'Open a ticket from Account → Support. We confirm the request and tell you what has to be kept by law.',
      },
    ],
  },
  signIn: {
    description: 'Sign in to your OSB account or create one: one sign-in for the app, Pay, Cloud, Map and Market.',
  },
};

export default company;
