// The pay area's route module (one lazy chunk): menu and pages (spec section 2 "Pay", with /pay/transactions
// that the sidebar lists). Each group of pages is its own lazy chunk, so opening the wallet does not download
// the P2P desk (budget: 30 KB gzip per chunk).
import {
  Activity,
  ArrowLeftRight,
  ArrowUpFromLine,
  ClipboardList,
  FileText,
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
import type { MenuEntry } from '../../shell/side-menu';
import { lazyTitledPage } from '../titled-page';
import { paths } from '../../paths';
import '../../shell/page-messages-areas';

const wallet = 'pages.category.pay.wallet';
const move = 'pages.category.pay.move';
const p2p = 'pages.category.pay.p2p';
const cards = 'pages.category.pay.cards';

export const menu: readonly MenuEntry[] = [
  { name: 'pages.pay.wallet', url: paths.payWallet.path, category: wallet, icon: Wallet },
  { name: 'pages.pay.activity', url: paths.payActivity.path, category: wallet, icon: Activity },
  { name: 'pages.pay.transactions', url: paths.payTransactions.path, category: wallet, icon: ReceiptText },
  { name: 'pages.pay.statement', url: paths.payStatement.path, category: wallet, icon: FileText },
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

// One dynamic import per page file: Vite makes each its own chunk (shared models land in shared chunks).
export const pages = {
  wallet: lazyTitledPage(async () => (await import('../../../features/pay/components/wallet-page')).WalletPage),
  activity: lazyTitledPage(async () => (await import('../../../features/pay/components/activity-page')).ActivityPage),
  transactions: lazyTitledPage(async () => (await import('../../../features/pay/components/activity-page')).TransactionsPage),
  receipt: lazyTitledPage(async () => (await import('../../../features/pay/components/receipt-page')).ReceiptPage),
  statement: lazyTitledPage(async () => (await import('../../../features/pay/components/statement-page')).StatementPage),
  p2pLive: lazyTitledPage(async () => (await import('../../../features/pay/components/p2p-live-page')).P2pLivePage),
  p2pAds: lazyTitledPage(async () => (await import('../../../features/pay/components/p2p-ads-page')).P2pAdsPage),
  p2pOrders: lazyTitledPage(async () => (await import('../../../features/pay/components/p2p-orders-page')).P2pOrdersPage),
  p2pOrder: lazyTitledPage(async () => (await import('../../../features/pay/components/p2p-order-page')).P2pOrderPage),
  add: lazyTitledPage(async () => (await import('../../../features/pay/components/funding-page')).AddPage),
  withdraw: lazyTitledPage(async () => (await import('../../../features/pay/components/funding-page')).WithdrawPage),
  send: lazyTitledPage(async () => (await import('../../../features/pay/components/send-page')).SendPage),
  request: lazyTitledPage(async () => (await import('../../../features/pay/components/request-page')).RequestPage),
  convert: lazyTitledPage(async () => (await import('../../../features/pay/components/convert-page')).ConvertPage),
  giftCardMy: lazyTitledPage(async () => (await import('../../../features/pay/components/gift-card-page')).GiftCardMyPage),
  giftCardRedeem: lazyTitledPage(async () => (await import('../../../features/pay/components/gift-card-page')).GiftCardRedeemPage),
};
