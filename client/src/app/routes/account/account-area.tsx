// The account area's route module (one lazy chunk): menu and pages (spec section 2 "Account area"), including
// onboarding at /account/todo (bare layout, outside the area frame: a pending todo allows nothing else).
import type { ComponentType } from 'react';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgeCheck,
  ChartColumn,
  Clock,
  Coins,
  Gift,
  BookUser,
  LifeBuoy,
  Settings,
  UserPen,
} from 'lucide-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { OnboardingForm } from '../../../features/account/components/onboarding-form';
import { CurrencyForm } from '../../../features/account/components/currency-form';
import { TimeZoneForm } from '../../../features/account/components/time-zone-form';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { user } from '../../../state/session';
import { useT } from '../../../i18n';
import { BareLayout } from '../../shell/bare-layout';
import { useRouteTitle } from '../../shell/route-title';
import { useLogout } from '../../shell/use-logout';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';
import { lazyTitledPage } from '../titled-page';
import '../../shell/page-messages-areas';

const overview = 'pages.category.account.overview';
const funds = 'pages.category.account.funds';
const profile = 'pages.category.account.profile';
const preferences = 'pages.category.account.preferences';
const help = 'pages.category.account.help';

// Each of these pages loads on first visit, so the area's own chunk stays within its 30 KB budget.
const EditProfilePage = lazyComponent(() =>
  import('../../../features/account/components/edit-profile-form').then((m) => m.EditProfilePage),
);
const SettingsPage = lazyComponent(() => import('../../../features/account/components/settings-page').then((m) => m.SettingsPage));
const VerificationPage = lazyComponent(() =>
  import('../../../features/account/components/verification-page').then((m) => m.VerificationPage),
);
const AnalyticsPage = lazyComponent(() => import('../../../features/account/components/analytics-page').then((m) => m.AnalyticsPage));
const RewardsPage = lazyComponent(() => import('../../../features/account/components/rewards-page').then((m) => m.RewardsPage));
const TopUpPage = lazyComponent(() => import('../../../features/account/components/funds-page').then((m) => m.TopUpPage));
const CashOutPage = lazyComponent(() => import('../../../features/account/components/funds-page').then((m) => m.CashOutPage));
const AddressPage = lazyComponent(() => import('../../../features/account/components/address-page').then((m) => m.AddressPage));

export const menu: readonly MenuEntry[] = [
  { name: 'pages.account.analytics', url: paths.accountAnalytics.path, category: overview, icon: ChartColumn },
  { name: 'pages.account.rewards', url: paths.accountRewards.path, category: overview, icon: Gift },
  { name: 'pages.account.topUp', url: paths.accountTopUp.path, category: funds, icon: ArrowDownToLine },
  { name: 'pages.account.cashOut', url: paths.accountCashOut.path, category: funds, icon: ArrowUpFromLine },
  { name: 'pages.account.editProfile', url: paths.accountEditProfile.path, category: profile, icon: UserPen },
  { name: 'pages.account.verification', url: paths.accountVerification.path, category: profile, icon: BadgeCheck },
  { name: 'pages.account.address', url: paths.accountAddress.path, category: profile, icon: BookUser },
  { name: 'pages.account.currency', url: paths.accountCurrency.path, category: preferences, icon: Coins },
  { name: 'pages.account.timeZone', url: paths.accountTimeZone.path, category: preferences, icon: Clock },
  { name: 'pages.account.settings', url: paths.accountSettings.path, category: preferences, icon: Settings },
  { name: 'pages.account.support', url: paths.accountSupport.path, category: help, icon: LifeBuoy },
];

function TodoPage() {
  useSignals();
  const t = useT();
  const email = user.value?.email ?? '';
  const signOut = useLogout();
  return (
    <BareLayout>
      <h1>{t('account.onboardingTitle')}</h1>
      <p className="field__hint">{t('account.onboardingLead')}</p>
      <OnboardingForm />
      <p className="form-switch">
        {t('account.signedInAs', { email })}{' '}
        <Button variant="ghost" size="sm" onClick={() => void signOut()}>
          {t('account.useAnotherAccount')}
        </Button>
      </p>
    </BareLayout>
  );
}

function PreferencePage({ Form }: { Form: ComponentType }) {
  const title = useRouteTitle();
  return (
    <section className="area-page area-page--narrow">
      <header className="area-page__header">
        <h1>{title}</h1>
      </header>
      <Form />
    </section>
  );
}

/** A feature page that takes the route's title. */
function Titled({ Page }: { Page: ComponentType<{ title: string }> }) {
  return <Page title={useRouteTitle()} />;
}

function AddressBookPage() {
  useSignals();
  return <AddressPage title={useRouteTitle()} defaultCountry={user.value?.country ?? ''} />;
}

export const pages = {
  todo: TodoPage,
  analytics: () => <Titled Page={AnalyticsPage} />,
  cashOut: () => <Titled Page={CashOutPage} />,
  rewards: () => <Titled Page={RewardsPage} />,
  topUp: () => <Titled Page={TopUpPage} />,
  address: AddressBookPage,
  currency: () => <PreferencePage Form={CurrencyForm} />,
  editProfile: () => <PreferencePage Form={EditProfilePage} />,
  settings: () => <PreferencePage Form={SettingsPage} />,
  timeZone: () => <PreferencePage Form={TimeZoneForm} />,
  verification: () => <PreferencePage Form={VerificationPage} />,
  support: lazyTitledPage(() => import('../../../features/support/components/load-my-page').then((m) => m.loadMySupportPage())),
};
