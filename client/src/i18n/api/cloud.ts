// Texts of the cloud codes (cloud.*): domains, messaging, storage, settings and API keys. The shared rules' codes
// the cloud answers (domain, dns, storage…) are in the rules table (rules.ts).
import { CLOUD_MESSAGES_EN } from '../../../../contracts/messages/cloud';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `cloud.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'cloud.balanceTooLow': 'Seu saldo de OSBT não é suficiente: isto custa {amount} OSBT e você tem {available} OSBT',
  'cloud.spendingLimit':
    'Isto custa {amount} OSBT e passaria do seu limite de gastos na nuvem este mês, de {limit} OSBT (restam {left} OSBT): aumente o limite nas configurações da nuvem',

  'cloud.domainNotFound': 'Este domínio não está na sua conta',
  'cloud.domainTaken': '{domain} já está registrado',
  'cloud.domainInAccount': '{domain} já está na sua conta',
  'cloud.domainWithUs': '{domain} já está registrado conosco',
  'cloud.domainNotRegistered': '{domain} não está registrado em lugar nenhum: registre-o em vez de transferir',
  'cloud.recordsAfterTransfer': 'Você poderá adicionar registros DNS quando a transferência terminar',
  'cloud.renewAfterTransfer': 'Você poderá renovar o domínio quando a transferência terminar',
  'cloud.cnameNotAlone': '{name} já tem registros: um CNAME precisa ser o único registro do nome',
  'cloud.nameHasCname': '{name} tem um registro CNAME, que precisa ser o único registro do nome',
  'cloud.recordExists': 'Esse registro já existe',
  'cloud.recordNotFound': 'Esse registro não está neste domínio',
  'cloud.domainRegistered': 'Domínio registrado',
  'cloud.recordAdded': 'Registro adicionado',
  'cloud.recordDeleted': 'Registro excluído',
  'cloud.recordUpdated': 'Registro atualizado',
  'cloud.smsOptedOut':
    '{to} pediu para não receber seus SMS (respondeu STOP): nada será enviado até que responda START ou você o tire da lista de descadastro',
  'cloud.optOutAdded': 'Número adicionado à lista de descadastro',
  'cloud.optOutRemoved': 'Número retirado da lista de descadastro',
  'cloud.recordsExpired': '{domain} expirou: renove o domínio para mudar os registros DNS',
  'cloud.domainSettingsSaved': 'Configurações do domínio salvas',
  'cloud.domainSettingsPending': 'Bloqueio, privacidade e servidores de nomes podem ser mudados quando a transferência terminar',
  'cloud.authCodeIssued': 'Código de autorização gerado',
  'cloud.domainLocked': 'O bloqueio de registrador está ativo: desative-o para obter o código de autorização e transferir {domain}',
  'cloud.autoRenewOn': 'Renovação automática ativada',
  'cloud.autoRenewOff': 'Renovação automática desativada',
  'cloud.domainRenewed': 'Domínio renovado',
  'cloud.transferStarted': 'Transferência iniciada',

  'cloud.senderNotVerified': 'Envie de um dos seus endereços verificados (um endereço de um dos seus domínios ativos)',
  'cloud.templateNotFound': 'Não há modelo aprovado com esse nome',
  'cloud.templateParams': 'O modelo {template} pede {expected} parâmetro(s); você informou {given}',
  'cloud.smsQueued': 'SMS na fila de envio',
  'cloud.emailQueued': 'E-mail na fila de envio',
  'cloud.whatsappQueued': 'Mensagem de WhatsApp na fila de envio',

  'cloud.bucketNotFound': 'Você não tem nenhum bucket chamado {bucket}',
  'cloud.objectNotFound': '{bucket} não tem nenhum arquivo chamado {key}',
  'cloud.bucketTaken': 'O nome de bucket {bucket} já está em uso: nomes de bucket são únicos em toda a plataforma',
  'cloud.bucketsTooMany': 'Você pode ter até {max} buckets: exclua um que não usa mais',
  'cloud.bucketNotEmpty': '{bucket} ainda guarda {count} arquivo(s): exclua-os primeiro',
  'cloud.fileEmpty': 'O arquivo chegou vazio: envie-o de novo',
  'cloud.fileTooLarge': 'O arquivo é grande demais: {size}; o limite é {limit}',
  'cloud.fileNotOctetStream': 'Envie os bytes do arquivo como application/octet-stream; o tipo dele é informado ao guardá-lo no bucket',
  'cloud.storageUnpaid': 'Sua conta de armazenamento de {owed} OSBT está em aberto: adicione saldo para voltar a enviar arquivos',
  'cloud.uploadExpired': 'O envio expirou ou não existe: envie o arquivo de novo',
  'cloud.objectTooLarge': '{bucket} aceita arquivos de até {limit}; este tem {size}',
  'cloud.bucketCreated': 'Bucket criado',
  'cloud.bucketDeleted': 'Bucket excluído',
  'cloud.rulesSaved': 'Regras salvas',
  'cloud.fileUploaded': 'Arquivo enviado',
  'cloud.objectStored': 'Arquivo guardado',
  'cloud.objectDeleted': 'Arquivo excluído',

  'cloud.settingsSenderNotVerified': 'Escolha um dos seus remetentes verificados (um endereço de um dos seus domínios ativos)',
  'cloud.settingsSaved': 'Configurações salvas',
  'cloud.keysTooMany': 'Você pode ter até {max} chaves de API: revogue uma que não usa mais',
  'cloud.keyNotFound': 'Esta chave de API não existe ou já foi revogada',
  'cloud.keyCreated': 'Chave de API criada',
  'cloud.keyRevoked': 'Chave de API revogada',
};

export const texts: CodeTexts = { pt, en: CLOUD_MESSAGES_EN };
