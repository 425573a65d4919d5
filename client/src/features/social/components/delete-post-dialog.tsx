// The confirmation before deleting one's own post: what goes with it (its likes and comments, for everyone) and that
// it is final. Its own chunk, loaded the first time someone opens it.
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n';
import { closeModal } from '../../../state/modal';
import { deletingPost, removePost } from '../models/delete-post';
import './social-messages';
import './compose-messages';

export default function DeletePostDialog({ id }: { id: string }) {
  useSignals();
  const t = useT();
  const busy = deletingPost.value === id;
  const confirm = async () => {
    if (await removePost(id)) closeModal();
  };
  return (
    <div className="sc-confirm">
      <h2 className="sc-confirm__title">{t('social.deletePostTitle')}</h2>
      <p>{t('socialCompose.deletePostBody')}</p>
      <div className="sc-confirm__actions">
        <Button variant="secondary" disabled={busy} onClick={closeModal}>
          {t('social.cancel')}
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {busy ? t('socialCompose.deleting') : t('social.deleteConfirm')}
        </Button>
      </div>
    </div>
  );
}
