// English docs (/docs/{query}/{slug}) and guides (/guides/{query}/{slug}).
import type { LearnContent } from '../types';

const learn: LearnContent = {
  docs: {
    title: 'Docs',
    lead: 'Reference for every OSB product.',
    topics: {
      cloud: {
        name: 'Cloud',
        summary: 'Domains, storage, e-mail, SMS and WhatsApp.',
        articles: {
          'getting-started-with-cloud': {
            title: 'Getting started with cloud',
            lead: 'Everything in cloud lives in one console and is paid from your OSBT balance.',
            sections: [
              {
                heading: 'Open the console',
                paragraphs: [
                  'Sign in and choose Cloud in the products menu at the top right. The overview shows each service, what it is using and what it has cost this month.',
                ],
              },
              {
                heading: 'Add funds',
                paragraphs: [
                  'Cloud charges come from your OSBT balance. Top up from Account → Top up before you create paid resources, so nothing stops for lack of funds.',
                ],
              },
              {
                heading: 'Pick a first service',
                bullets: [
                  'Domains: register a name or transfer one you own.',
                  'Storage: create a bucket and upload files.',
                  'E-mail, SMS and WhatsApp: reach people from your app or by hand.',
                ],
              },
              {
                heading: 'Settings',
                paragraphs: [
                  'Cloud → Settings holds a monthly spending limit (charges that would go over it are refused), a low-balance alert, your default e-mail sender and SMS sender name, and your API keys with their scopes.',
                ],
              },
            ],
          },
          'register-a-domain': {
            title: 'Register a domain',
            lead: 'Search, register and point a domain in a few minutes.',
            sections: [
              {
                heading: 'Search and register',
                paragraphs: [
                  'Go to Cloud → Domains → New domain, type the name you want and pick an available ending. The yearly price is shown in your currency before you confirm.',
                ],
              },
              {
                heading: 'Transfer an existing domain',
                paragraphs: [
                  'Unlock the domain at your current registrar, copy its transfer code and paste it in Cloud → Domains → Transfer domain.',
                ],
              },
              {
                heading: 'Manage records',
                paragraphs: ['Open the domain from the list to manage its DNS records and renewal. Changes usually apply within minutes.'],
              },
            ],
          },
          'send-sms-and-whatsapp': {
            title: 'Send SMS and WhatsApp messages',
            lead: 'Reach customers on their phones with delivery status for every message.',
            sections: [
              {
                heading: 'SMS',
                paragraphs: [
                  'In Cloud → SMS, write the message, add one number or a list, and send. Each message shows as pending, delivered or failed.',
                ],
              },
              {
                heading: 'WhatsApp',
                paragraphs: [
                  'In Cloud → WhatsApp, choose an approved template, fill in its fields and send. Sending only: replies are not received here.',
                ],
              },
            ],
          },
        },
      },
      pay: {
        name: 'Pay',
        summary: 'Wallet, transfers and peer-to-peer trading.',
        articles: {
          'wallet-basics': {
            title: 'Wallet basics',
            lead: 'Your wallet holds OSBT and shows its value in your chosen currency.',
            sections: [
              {
                heading: 'Balance and currency',
                paragraphs: [
                  'The balance in the top bar is in OSBT. Choose the currency for displayed values in Account → Currency; the rate used is the current one.',
                ],
              },
              {
                heading: 'Moving money',
                bullets: [
                  'Add and Withdraw move value in and out of OSB.',
                  'Send and Request move OSBT between people.',
                  'Convert changes one asset into another.',
                ],
              },
              {
                heading: 'History',
                paragraphs: ['Pay → Activity lists every movement with its time in your time zone.'],
              },
            ],
          },
          'p2p-trading': {
            title: 'Peer-to-peer trading',
            lead: 'Buy or sell OSBT directly with other people, with the platform holding the amount until both sides confirm.',
            sections: [
              {
                heading: 'Find an offer',
                paragraphs: ['Pay → P2P live lists current offers with price, limits and payment methods.'],
              },
              {
                heading: 'Follow the order',
                paragraphs: ['Each order has its own page under P2P orders, showing every step until it completes or is cancelled.'],
              },
            ],
          },
        },
      },
      app: {
        name: 'App',
        summary: 'Feed, chats, communities and play.',
        articles: {
          'inbox-and-communities': {
            title: 'Inbox and communities',
            lead: 'Direct chats and communities share one inbox that updates live.',
            sections: [
              {
                heading: 'Start a chat',
                paragraphs: [
                  'Use the action button and choose Create Chat, then find a person by username. If you already talk, the existing chat opens.',
                ],
              },
              {
                heading: 'Create a community',
                paragraphs: [
                  'Choose Create Community, give it a name of 3 to 25 letters, numbers or underscores and a description of up to 200 characters.',
                ],
              },
              {
                heading: 'Read receipts',
                paragraphs: ['Messages show as pending, delivered or read, and notifications arrive while the app is open.'],
              },
            ],
          },
          'play-stakes': {
            title: 'Play and stakes',
            lead: 'Rock-paper-scissors for OSBT, against a friend or someone online.',
            sections: [
              {
                heading: 'Tiers',
                bullets: [
                  'Dime: 10 to 100 OSBT (10, 20, 40, 80).',
                  'Cent: 100 to 1,000 OSBT (160, 320, 640).',
                  'Kilo: 1,000 to 10,000 OSBT (1,280, 2,560, 5,120).',
                  'Halo: 10,000 OSBT and up, doubling from 10,240 to 5,242,880.',
                ],
              },
              {
                heading: 'Fair timing',
                paragraphs: [
                  'When both moves are in, the round resolves at once. If your opponent has left, the round resolves on its own after 30 seconds.',
                ],
              },
            ],
          },
        },
      },
      account: {
        name: 'Account',
        summary: 'Sign-in, accounts and preferences.',
        articles: {
          'sessions-and-accounts': {
            title: 'Sessions and accounts',
            lead: 'Keep several accounts on one device and move between them safely.',
            sections: [
              {
                heading: 'Add an account',
                paragraphs: ['Open the profile menu and choose Add account. You can keep up to five accounts on a device.'],
              },
              {
                heading: 'Switch and log out',
                paragraphs: [
                  'Pick another account in the profile menu to switch to it. Logging out removes the current account from the device; if another one is stored, OSB switches to it, otherwise you return to the sign-in page.',
                ],
              },
              {
                heading: 'Preferences',
                paragraphs: ['Account → Currency and Account → Time zone decide how amounts and times are shown everywhere.'],
              },
            ],
          },
        },
      },
    },
  },
  guides: {
    title: 'Guides',
    lead: 'Step-by-step walkthroughs for common tasks.',
    topics: {
      app: {
        name: 'App',
        summary: 'Get going with social and messaging.',
        articles: {
          'your-first-week': {
            title: 'Your first week on OSB',
            lead: 'Five small steps to make OSB feel like home.',
            sections: [
              {
                bullets: [
                  'Pick a username people will recognise and add a profile picture.',
                  'Follow a few people from Discover and open a #tag that interests you.',
                  'Start a chat with a friend and create a community for your group.',
                  'Set your currency and time zone in the account area.',
                  'Try a dime-tier game of rock-paper-scissors with a friend.',
                ],
              },
            ],
          },
        },
      },
      pay: {
        name: 'Pay',
        summary: 'Move money with confidence.',
        articles: {
          'top-up-and-cash-out': {
            title: 'Top up and cash out',
            lead: 'Bring value into OSB and take it back out.',
            sections: [
              {
                heading: 'Top up',
                paragraphs: [
                  'Go to Account → Top up, choose an amount and a method, and confirm. Your OSBT balance updates when the payment clears.',
                ],
              },
              {
                heading: 'Cash out',
                paragraphs: [
                  'Go to Account → Cash out, choose where the money goes and how much. You see the amount in your currency before confirming.',
                ],
              },
            ],
          },
        },
      },
      cloud: {
        name: 'Cloud',
        summary: 'Put a business online.',
        articles: {
          'launch-a-website': {
            title: 'Put your business on its own domain',
            lead: 'A domain, its DNS records, files to share and e-mail sent from your address — about fifteen minutes.',
            sections: [
              {
                bullets: [
                  'Register your domain in Cloud → Domains → New domain.',
                  'On the domain’s page, add the DNS records your website host gives you (A, CNAME, TXT).',
                  'Create a public bucket in Cloud → Storage for the files you share (price lists, images, PDFs): each gets a link. Files download; a bucket does not host web pages.',
                  'Send e-mail from an address on your domain in Cloud → E-mail (sending only: no mailbox is kept here, so add MX records for the mail service that receives your replies).',
                ],
              },
            ],
          },
        },
      },
      map: {
        name: 'Map',
        summary: 'Find and keep places.',
        articles: {
          'save-and-share-places': {
            title: 'Save and share places',
            lead: 'Keep the places you like and send them to friends.',
            sections: [
              {
                paragraphs: [
                  'Open Map → Live map, choose a place and save it. Every place has a short code; send its link and it opens right there for the other person.',
                ],
              },
            ],
          },
        },
      },
      market: {
        name: 'Market',
        summary: 'Buy and sell safely.',
        articles: {
          'buy-safely': {
            title: 'Buy safely on Market',
            lead: 'A few habits that keep every order smooth.',
            sections: [
              {
                bullets: [
                  'Pay inside OSB: your order and its status stay on record.',
                  'Check the seller’s verified badge and reviews.',
                  'Track the order in Market → Orders and confirm only when it arrives.',
                  'Keep items you are unsure about in Saved and decide later.',
                ],
              },
            ],
          },
        },
      },
    },
  },
};

export default learn;
