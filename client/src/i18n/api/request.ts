// Texts of the codes about the request itself (request.*, server.*, ledger.*, common.*): any call may answer them.
import { COMMON_MESSAGES_EN } from '../../../../contracts/messages/common';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `request.${string}` | `server.${string}` | `ledger.${string}` | `common.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'common.ok': 'OK',
  'request.forbidden': 'Você não tem acesso a isto',
  'request.invalidJson': 'O pedido não é um JSON válido',
  'request.invalidUtf8': 'O pedido tem caracteres que não são texto UTF-8 válido',
  'request.notJson': 'Envie o pedido como JSON (Content-Type: application/json)',
  'request.tooLarge': 'O pedido é grande demais (o limite é 1 MiB)',
  'request.bodyRequired': 'Faltam os dados do pedido',
  'request.noBody': 'Este pedido não leva dados',
  'request.contentLength': 'O tamanho declarado do pedido não confere com o conteúdo',
  'request.badUrl': 'O endereço não é válido',
  'request.urlTooLong': 'O endereço é longo demais',
  'request.headersTooLarge': 'Os cabeçalhos do pedido são grandes demais',
  'request.unreadable': 'Não foi possível ler o pedido',
  'request.methodNotAllowed': 'O método {method} não é aceito em {path}; use {allowed}',
  'request.noEndpoint': 'Este endereço da API não existe: {method} {path}',
  'request.noWebsocket': 'Não há websocket em {path}',
  'request.websocketRequired': 'Ligue-se com um websocket',
  'request.idempotencyConflict': 'Este pedido já foi usado para outra operação. Recarregue e tente de novo.',
  'server.internal': 'Algo deu errado do nosso lado. Tente de novo.',
  'server.unavailable': 'O serviço está indisponível agora. Tente de novo daqui a pouco.',
  'request.rateLimited': 'Muitos pedidos agora. Espere um pouco e tente de novo.',
  'ledger.insufficientBalance': 'Saldo insuficiente',
  'ledger.invalidTransfer': 'Esta transferência não é válida',
};

export const texts: CodeTexts = { pt, en: COMMON_MESSAGES_EN };
