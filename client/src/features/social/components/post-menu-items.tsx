// A post's menu items (spec section 3): copy its link, and on one's own post edit or delete it, on someone else's
// report it. A chunk of its own: the feed's first load carries only the menu's trigger (post-card.tsx); the items
// load when the trigger is hovered or focused, or at the latest when the menu opens.
import { Flag, Link2, Pencil, Trash2 } from 'lucide-react';
import { DropdownItem } from '../../../components/ui/dropdown';
import { useT } from '../../../i18n';
import { postUrl } from '../../../lib/post-link';
import { openModal } from '../../../state/modal';
import { toast } from '../../../state/toasts';
import { DeletePostDialog, EditPostDialog, ReportDialog } from './lazy-dialogs';
import './social-messages';

/** "Copy link": the post's permalink, to share. */
function CopyLinkItem({ id, userName }: { id: string; userName: string }) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(postUrl(userName, id));
      toast.success(t('social.linkCopied'));
    } catch {
      toast.error(t('social.copyFailed'));
    }
  };
  return (
    <DropdownItem icon={<Link2 size={16} />} onClick={() => void copy()}>
      {t('social.copyLink')}
    </DropdownItem>
  );
}

/** The items of a post's menu: `own` is the reader's own post (edit, delete), otherwise someone else's (report). */
export function PostMenuItems({ id, userName, own }: { id: string; userName: string; own: boolean }) {
  const t = useT();
  if (!own) {
    return (
      <>
        <CopyLinkItem id={id} userName={userName} />
        <DropdownItem
          icon={<Flag size={16} />}
          onClick={() => openModal(<ReportDialog target={{ targetType: 'post', targetId: id }} />, { label: t('social.report') })}
        >
          {t('social.report')}
        </DropdownItem>
      </>
    );
  }
  return (
    <>
      <CopyLinkItem id={id} userName={userName} />
      <DropdownItem icon={<Pencil size={16} />} onClick={() => openModal(<EditPostDialog id={id} />, { label: t('social.editPost') })}>
        {t('social.editPost')}
      </DropdownItem>
      <DropdownItem
        icon={<Trash2 size={16} />}
        className="sc-post__delete"
        onClick={() => openModal(<DeletePostDialog id={id} />, { label: t('social.deletePostTitle') })}
      >
        {t('social.deletePost')}
      </DropdownItem>
    </>
  );
}
