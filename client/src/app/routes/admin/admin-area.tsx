// The admin area's route module (one lazy chunk, behind the admin guard): menu and pages (spec section 2 "Admin").
import type { ReactNode } from 'react';
import { BadgeCheck, Flag, LayoutDashboard, LifeBuoy, ListChecks, Mail, Scale, Upload } from 'lucide-react';
import { lazyTitledPage } from '../titled-page';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { useRouteTitle } from '../../shell/route-title';
import type { MenuEntry } from '../../shell/side-menu';
import { paths } from '../../paths';
import '../../shell/page-messages-areas';

const admin = 'pages.category.admin.admin';

const AdminOverviewPage = lazyComponent(() => import('../../../features/admin/components/overview-page').then((m) => m.AdminOverviewPage));
const ReportsPage = lazyTitledPage(() => import('../../../features/admin/components/reports-page').then((m) => m.ReportsPage));
const TasksPage = lazyTitledPage(() => import('../../../features/admin/components/tasks-page').then((m) => m.TasksPage));
const DisputesPage = lazyTitledPage(() => import('../../../features/admin/components/disputes-page').then((m) => m.DisputesPage));
const ContactPage = lazyTitledPage(() => import('../../../features/admin/components/contact-page').then((m) => m.ContactPage));
const UploadPage = lazyTitledPage(() => import('../../../features/admin/components/upload-page').then((m) => m.UploadPage));
const AdminVerificationsPage = lazyComponent(() =>
  import('../../../features/account/components/admin-verifications-page').then((m) => m.AdminVerificationsPage),
);

export const menu: readonly MenuEntry[] = [
  { name: 'pages.admin.overview', url: paths.adminOverview.path, category: admin, icon: LayoutDashboard },
  { name: 'pages.admin.supports', url: paths.adminSupports.path, category: admin, icon: LifeBuoy },
  { name: 'pages.admin.reports', url: paths.adminReports.path, category: admin, icon: Flag },
  { name: 'pages.admin.tasks', url: paths.adminTasks.path, category: admin, icon: ListChecks },
  { name: 'pages.admin.upload', url: paths.adminUpload.path, category: admin, icon: Upload },
  { name: 'pages.admin.verifications', url: paths.adminVerifications.path, category: admin, icon: BadgeCheck },
  { name: 'pages.admin.disputes', url: paths.adminDisputes.path, category: admin, icon: Scale },
  { name: 'pages.admin.contact', url: paths.adminContact.path, category: admin, icon: Mail },
];

function AdminPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const title = useRouteTitle();
  return (
    <section className={wide ? 'area-page' : 'area-page area-page--narrow'}>
      <header className="area-page__header">
        <h1>{title}</h1>
      </header>
      {children}
    </section>
  );
}

export const pages = {
  overview: () => (
    <AdminPage wide>
      <AdminOverviewPage />
    </AdminPage>
  ),
  supports: lazyTitledPage(() => import('../../../features/support/components/load-desk-pages').then((m) => m.loadSupportQueuePage())),
  support: lazyTitledPage(() => import('../../../features/support/components/load-desk-pages').then((m) => m.loadRequesterPage())),
  reports: ReportsPage,
  tasks: TasksPage,
  upload: UploadPage,
  disputes: DisputesPage,
  contact: ContactPage,
  verifications: () => (
    <AdminPage>
      <AdminVerificationsPage />
    </AdminPage>
  ),
};
