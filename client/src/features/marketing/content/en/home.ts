// English home page content.
import type { HomeContent } from '../types';

const home: HomeContent = {
  hero: {
    eyebrow: 'Social · Pay · Cloud · Map · Market',
    title: 'One account for the people, money and services you use every day',
    lead: 'Chat and post with friends and communities, move money with OSBT, run domains, storage, email and messaging for your business, find places and buy from local sellers — all in one place, in Portuguese or English.',
    primary: 'Create a free account',
    secondary: 'Explore solutions',
  },
  productsTitle: 'Five products, one sign-in',
  products: [
    {
      name: 'App',
      title: 'Social and messaging',
      text: 'A discover feed, posts with photos, video and audio, direct chats, communities and a quick rock-paper-scissors game with friends.',
      href: '/solutions',
    },
    {
      name: 'Pay',
      title: 'A wallet in OSBT',
      text: 'Hold your balance in OSBT, see it in any of 15 currencies, send and request, convert, trade peer to peer and use gift cards.',
      href: '/pay',
    },
    {
      name: 'Cloud',
      title: 'Services for builders',
      text: 'Register and transfer domains, store files, and reach customers by email, SMS and WhatsApp from one console with one bill.',
      href: '/cloud',
    },
    {
      name: 'Map',
      title: 'Places around you',
      text: 'A live map of what is near, place pages you can share with a short code, and a list of the places you saved.',
      href: '/map',
    },
    {
      name: 'Market',
      title: 'Buy and sell locally',
      text: 'Trending and featured items, categories from electronics to food, a cart, order tracking and a saved list.',
      href: '/market',
    },
  ],
  highlightsTitle: 'Built to be simple and dependable',
  highlights: [
    {
      title: 'One balance',
      text: 'OSBT is the one balance behind every product, so paying a seller, a domain or a friend works the same way.',
    },
    { title: 'Your currency, your time', text: 'Amounts show in the currency you choose and every time shows in your own time zone.' },
    { title: 'Several accounts', text: 'Keep a personal and a work account side by side and switch between them in one tap.' },
    { title: 'Anywhere', text: 'Light and dark themes and a layout made for phones: everything works with one thumb.' },
  ],
  stepsTitle: 'Get started in minutes',
  steps: [
    { title: 'Create your account', text: 'Sign up with your e-mail and a password.' },
    { title: 'Pick a username', text: 'Choose how people find you, your country and the currency you think in.' },
    { title: 'Add OSBT', text: 'Top up from the account area, receive from a friend, or redeem a gift card.' },
    { title: 'Use any product', text: 'Discover, pay, build, explore and shop from the same place.' },
  ],
  cta: {
    title: 'Ready when you are',
    text: 'It is free to join. Cloud services are paid as you use them.',
    button: 'Sign in or create an account',
  },
};

export default home;
