// Messages of the rules the client shares with the mock (contracts/rules), by rule code: Portuguese here (shown
// next to the field, so a text may leave out a param the English sentence names), English from
// contracts/rules/messages-en.ts (the mock answers the same English text), except where the client words a count
// with plural forms the mock's one string cannot have. {name} placeholders take the params.
import { COMMUNITY_NAME_MESSAGE, RULE_MESSAGES_EN } from '../../../../contracts/rules/messages-en';
import type { Translation } from '../catalogue';

const en = {
  ...RULE_MESSAGES_EN,
  // Counted by {most} (rule-text.ts passes it as count).
  'domain.renewTooFar': {
    one: 'A domain can be registered at most {max} years ahead: renew for {most} year or fewer',
    other: 'A domain can be registered at most {max} years ahead: renew for {most} years or fewer',
  },
};

const pt: Translation<typeof en> = {
  'domain.labelEmpty': 'Digite um nome para pesquisar',
  'domain.labelTooLong': 'Um domínio tem no máximo {max} caracteres antes do TLD',
  'domain.labelChars': 'Use apenas letras, números e hífens',
  'domain.labelHyphen': 'Um domínio não pode começar nem terminar com hífen',
  'domain.labelReserved': 'Hífens na terceira e quarta posições são reservados',
  'domain.tldNotSold': 'Vendemos domínios {tlds}; .{tld} não é um deles',
  'domain.tldMissing': 'Digite o domínio completo, com o TLD (ex.: minha-loja.com)',
  'domain.authCode': 'O código tem de 6 a 32 caracteres, sem espaços',
  'domain.renewTooFar': {
    one: 'Um domínio pode ser registrado no máximo {max} anos à frente: renove por {most} ano ou menos',
    other: 'Um domínio pode ser registrado no máximo {max} anos à frente: renove por {most} anos ou menos',
  },
  'domain.renewNone': 'Este domínio já está registrado {max} anos à frente',
  'domain.nameserverHost': '{host} não é um nome de host: escreva um servidor de nomes como ns1.exemplo.com.br',
  'domain.nameserverCount': 'Informe de {min} a {max} servidores de nomes, ou nenhum para usar os nossos',
  'domain.nameserverDuplicate': 'Cada servidor de nomes uma vez só: a lista tem um repetido',

  'dns.name': 'Use @ ou um host como www (letras, números, hífens; *. para curinga)',
  'dns.a': 'Digite um endereço IPv4 como 203.0.113.10',
  'dns.aaaa': 'Digite um endereço IPv6 como 2001:db8::1',
  'dns.cname': 'Digite um nome de host como app.example.net',
  'dns.cnameApex': 'O próprio domínio (@) não pode ser CNAME: use um registro A ou AAAA',
  'dns.mx': 'Digite o host de um servidor de e-mail como mail.example.net',
  'dns.mxPriority': 'Um registro MX precisa de uma prioridade (0–{max}; a menor é tentada primeiro)',
  'dns.priority': 'Digite um número inteiro de 0 a {max}',
  'dns.priorityNotMx': 'Só registros MX têm prioridade',
  'dns.txtLength': 'Digite de 1 a {max} caracteres',
  'dns.txtChars': 'Use apenas caracteres ASCII imprimíveis',

  'storage.bucketLength': 'O nome do bucket tem de {min} a {max} caracteres',
  'storage.bucketChars': 'Use só letras minúsculas, dígitos, hífens e pontos',
  'storage.bucketEnds': 'O nome do bucket começa e termina com letra ou dígito',
  'storage.bucketDots': 'O nome do bucket não pode ter dois pontos seguidos',
  'storage.bucketIp': 'O nome do bucket não pode parecer um endereço IP',
  'storage.bucketXn': 'O nome do bucket não pode começar com xn--',
  'storage.bucketReserved': 'O S3 reserva nomes com {part} para uso próprio: escolha outro nome',
  'storage.keyEmpty': 'Dê um nome ao objeto',
  'storage.keyTooLong': 'O nome do objeto tem no máximo {max} caracteres',
  'storage.keyLeadingSlash': 'O nome do objeto não pode começar com /',
  'storage.keyTrailingSlash': 'O nome do objeto não pode terminar com / (isso é uma pasta)',
  'storage.keyEmptyFolder': 'O nome do objeto não pode ter uma pasta vazia (//)',
  'storage.keyControl': 'O nome do objeto não pode ter caracteres de controle',
  'storage.keyDotFolder': 'Uma pasta não pode se chamar . ou ..',
  'storage.prefixSlash': 'Uma pasta termina com /',
  'storage.originInvalid': '{origin} não é uma origem: escreva-a como https://example.com (esquema e host, porta opcional)',
  'storage.originScheme': '{origin}: uma origem começa com https:// ou http://',
  'storage.originPath': '{origin}: escreva só esquema, host e porta, por exemplo {expected}',
  'storage.originsTooMany': 'No máximo {max} origens',
  'storage.originsDuplicate': 'Cada origem uma vez só: a lista tem uma repetida',
  'storage.lifecycleDays': 'Exclua objetos depois de 1 a {max} dias',
  'storage.maxSize': 'Digite um tamanho acima de 0 e até {max} MB',

  'messaging.phone': 'Digite o número no formato internacional, ex.: +2348012345678',
  'messaging.textEmpty': 'Escreva a mensagem',
  'messaging.smsTooLong': 'Um SMS tem no máximo {max} caracteres',
  'messaging.emailTo': 'Digite um e-mail válido, ex.: ben@example.com',
  'messaging.subjectEmpty': 'Escreva um assunto',
  'messaging.paramsEmpty': 'Preencha todos os parâmetros',

  'settings.monthlyLimit': 'Digite um número inteiro de OSBT de 1 a 1.000.000, ou deixe vazio',
  'settings.lowBalanceAlert': 'Digite um número inteiro de OSBT de 1 a 1.000.000, ou deixe vazio',
  'settings.smsSender': '3–11 letras e dígitos, começando com letra',
  'keys.labelEmpty': 'Dê um rótulo à chave',
  'keys.labelTooLong': 'O rótulo tem no máximo {max} caracteres',
  'keys.labelDuplicate': 'Você já tem uma chave com o rótulo {label}',
  'keys.scopesEmpty': 'Escolha pelo menos uma coisa que a chave pode fazer',

  // Spec section 5 quotes it: shown byte for byte in both languages.
  'community.name': COMMUNITY_NAME_MESSAGE,
  'community.descriptionTooLong': 'A descrição tem no máximo {max} caracteres',

  'address.label': 'Dê um nome ao endereço, como Casa ou Trabalho',
  'address.name': 'Digite o nome de quem recebe (pelo menos {min} caracteres)',
  'address.line1': 'Digite a rua e o número (pelo menos {min} caracteres)',
  'address.city': 'Digite a cidade (pelo menos {min} caracteres)',
  'address.country': 'Escolha o país do endereço',
  'address.postalCode': 'Digite um código postal no formato usado nesse país',
  'address.phone': 'Use + e o código do país e o número, de 7 a 15 dígitos',
  'address.bookFull': 'Seu catálogo de endereços está cheio: exclua um endereço para adicionar outro (no máximo {max})',
};

export const rules = { pt, en };
