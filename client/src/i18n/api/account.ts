// Texts of the account codes (account.*): profile, picture, password, sessions, rewards, referrals, addresses,
// payout account and identity verification.
import { ACCOUNT_MESSAGES_EN } from '../../../../contracts/messages/account';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `account.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'account.updated': 'Atualização concluída!',
  'account.userNameTaken': 'Esse nome de usuário já está em uso',
  'account.timeZoneUnknown': 'Não conhecemos o fuso horário "{timeZone}": escolha um da lista, como America/Sao_Paulo',

  'account.avatarSet': 'Foto atualizada',
  'account.avatarRemoved': 'Foto removida',
  'account.avatarNotYours': 'Não encontramos esse envio entre os seus arquivos: envie a foto de novo',
  'account.avatarNotImage': 'Escolha uma imagem (PNG, JPEG, GIF ou WebP) para a sua foto',

  'account.passwordChanged': 'Senha alterada',
  'account.passwordWrong': 'A senha atual não está correta',
  'account.passwordSame': 'Escolha uma senha diferente da atual',
  'account.sessionsEnded': 'As outras sessões foram encerradas',

  'account.rewardClaimed': 'Recompensa resgatada',
  'account.rewardNotEarned': 'Você ainda não ganhou esta recompensa ({done} de {goal})',
  'account.rewardAlreadyClaimed': 'Você já resgatou esta recompensa',
  'account.rewardRequestReused': 'Este pedido já foi usado para outro resgate: tente de novo',
  'account.referralRecorded': 'Convite registrado',
  'account.referralUnknown': 'Ninguém tem esse código de indicação: confira e tente de novo',
  'account.referralOwn': 'Esse é o seu próprio código: digite o código de quem convidou você',
  'account.referralAlreadyGiven': 'Você já informou quem convidou você',
  'account.referralTooLate': 'O código de indicação só pode ser usado nos primeiros {days} dias após o cadastro',

  'account.addressSaved': 'Endereço salvo',
  'account.addressDeleted': 'Endereço excluído',
  'account.addressNotFound': 'Endereço não encontrado',
  'account.payoutSaved': 'Conta para saque salva',
  'account.payoutBlank': 'Informe o nome do banco e o titular da conta',

  'account.verificationSubmitted': 'Verificação enviada',
  'account.alreadyVerified': 'Sua conta já está verificada',
  'account.verificationPending': 'Sua verificação já está em análise',
  'account.legalNameRequired': 'Digite seu nome completo, como está no documento',
  'account.birthDateInvalid': 'Informe uma data de nascimento válida, que não esteja no futuro',
  'account.tooYoung': 'Você precisa ter pelo menos {min} anos para verificar sua identidade',
  'account.documentImageUnknown': 'Adicione uma foto do seu documento (uma imagem que você enviou)',
  'account.documentImageNotImage': 'A foto do documento precisa ser uma imagem',
};

export const texts: CodeTexts = { pt, en: ACCOUNT_MESSAGES_EN };
