// The sign-in route module (its own lazy chunk): the bare layout around the sign-in form, with the sign-in gate
// for visitors turned away from a product area and the add-account mode (spec sections 2 and 4).
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { readTarget, targetFor } from '../../../lib/target';
import { canAddAccount, user } from '../../../state/session';
import { useT } from '../../../i18n';
import { BareLayout } from '../../shell/bare-layout';
import { ADD_ACCOUNT_PARAM, returnAfterSessionEnded } from '../../guards/guard-rules';
import type { SignInGateState } from '../../guards/protected-guard';
import { AREA_NAMES, type AreaId } from '../area-module';
import { paths } from '../../paths';
import '../../shell/shell-messages';

/** The area a turned-away visitor was heading to, named the way the products menu names it. */
function gateArea(from: string): string {
  const section = targetFor(from).slice(1);
  const area = (section === 'discover' ? 'app' : section) as AreaId;
  return AREA_NAMES[area] ?? section;
}

/** `/sign-in?mode=sign-up` opens the form in sign-up mode (the marketing site's "Create account"). */
export const MODE_PARAM = 'mode';
/** `&ref=CODE`: the invite link of the account area's rewards page; the code is recorded after the sign-up. */
export const REF_PARAM = 'ref';
/** openapi AccountReferralInput.code: 1–12 characters (the codes themselves are letters and digits). */
const REFERRAL_CODE = /^[A-Za-z0-9]{1,12}$/;

function isGateState(state: unknown): state is SignInGateState {
  return typeof state === 'object' && state !== null && typeof (state as SignInGateState).from === 'string';
}

function SignInPage() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  const adding = params.has(ADD_ACCOUNT_PARAM) && user.value !== null && canAddAccount.value;
  const gate = isGateState(state) ? state.from : null;
  const back = returnAfterSessionEnded(state);
  const initialMode = params.get(MODE_PARAM) === 'sign-up' ? 'sign-up' : 'sign-in';
  const ref = adding ? null : params.get(REF_PARAM);
  const referral = ref !== null && REFERRAL_CODE.test(ref) ? ref.toUpperCase() : null;

  return (
    <BareLayout>
      <SignInForm
        adding={adding}
        initialMode={initialMode}
        referral={referral}
        onSignedIn={() => void navigate(back ?? readTarget(), { replace: true })}
        notice={
          <>
            {back ? (
              <p className="form-notice" role="status">
                {t('auth.sessionEnded')}
              </p>
            ) : gate ? (
              <p className="form-notice" role="status">
                {t('auth.gate', { area: gateArea(gate) })}
              </p>
            ) : null}
            {ref !== null ? (
              <p className="form-notice" role="status">
                {referral ? t('auth.invited', { code: referral }) : t('auth.inviteInvalid')}
              </p>
            ) : null}
          </>
        }
        footer={
          adding ? (
            <p className="form-switch">
              <Link to={readTarget()}>{t('auth.cancel')}</Link>
            </p>
          ) : (
            <p className="form-switch">
              <Link to={paths.home.getHref()}>{t('auth.backHome')}</Link>
            </p>
          )
        }
      />
    </BareLayout>
  );
}

export const pages = { signIn: SignInPage };
