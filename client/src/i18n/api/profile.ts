// Texts of the public profile codes (profile.*).
import { PROFILE_MESSAGES_EN } from '../../../../contracts/messages/profile';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `profile.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'profile.notFound': 'Perfil não encontrado!',
  'profile.followSelf': 'Você não pode seguir a si mesmo',
  'profile.followed': 'Seguindo',
  'profile.unfollowed': 'Você deixou de seguir',
};

export const texts: CodeTexts = { pt, en: PROFILE_MESSAGES_EN };
