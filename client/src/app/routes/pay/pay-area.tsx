// The pay area's route module (one lazy chunk): menu and pages (spec section 2 "Pay", with /pay/transactions
// that the sidebar lists).
import {
  Activity,
  ArrowLeftRight,
  ArrowUpFromLine,
  ClipboardList,
  Gift,
  HandCoins,
  Megaphone,
  Plus,
  Radio,
  ReceiptText,
  Send,
  Ticket,
  Wallet,
} from 'lucide-react';
import { AreaPlaceholder } from '../area-placeholder';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';

const wallet = 'pages.category.pay.wallet';
const move = 'pages.category.pay.move';
const p2p = 'pages.category.pay.p2p';
const cards = 'pages.category.pay.cards';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.pay.wallet', url: paths.payWallet.path, category: wallet, icon: Wallet },
  { name: 'pages.pay.activity', url: paths.payActivity.path, category: wallet, icon: Activity },
  { name: 'pages.pay.transactions', url: paths.payTransactions.path, category: wallet, icon: ReceiptText },
  { name: 'pages.pay.add', url: paths.payFlow.getHref('add'), category: move, icon: Plus },
  { name: 'pages.pay.withdraw', url: paths.payFlow.getHref('withdraw'), category: move, icon: ArrowUpFromLine },
  { name: 'pages.pay.send', url: paths.payFlow.getHref('send'), category: move, icon: Send },
  { name: 'pages.pay.request', url: paths.payFlow.getHref('request'), category: move, icon: HandCoins },
  { name: 'pages.pay.convert', url: paths.payFlow.getHref('convert'), category: move, icon: ArrowLeftRight },
  { name: 'pages.pay.p2pLive', url: paths.payP2pLive.path, category: p2p, icon: Radio },
  { name: 'pages.pay.p2pAds', url: paths.payP2pAds.path, category: p2p, icon: Megaphone },
  { name: 'pages.pay.p2pOrders', url: paths.payP2pOrders.path, category: p2p, icon: ClipboardList },
  { name: 'pages.pay.giftCardMy', url: paths.payGiftCardMy.path, category: cards, icon: Gift },
  { name: 'pages.pay.giftCardRedeem', url: paths.payGiftCardRedeem.path, category: cards, icon: Ticket },
];

export const pages = {
  wallet: AreaPlaceholder,
  activity: AreaPlaceholder,
  transactions: AreaPlaceholder,
  p2pLive: AreaPlaceholder,
  p2pAds: AreaPlaceholder,
  p2pOrders: AreaPlaceholder,
  p2pOrder: AreaPlaceholder,
  add: AreaPlaceholder,
  withdraw: AreaPlaceholder,
  send: AreaPlaceholder,
  request: AreaPlaceholder,
  convert: AreaPlaceholder,
  giftCardMy: AreaPlaceholder,
  giftCardRedeem: AreaPlaceholder,
};
