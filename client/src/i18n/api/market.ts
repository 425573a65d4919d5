// Texts of the market's codes (market.*: products, saved, cart, checkout, orders).
import { MARKET_MESSAGES_EN } from '../../../../contracts/messages/market';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `market.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'market.saved': 'Salvo',
  'market.unsaved': 'Removido dos salvos',
  'market.cartUpdated': 'Carrinho atualizado',
  'market.orderPlaced': 'Pedido feito',
  'market.orderCancelled': 'Pedido cancelado',
  'market.reviewed': 'Obrigado pela sua avaliação',
  'market.orderReturned': 'Pedido devolvido',

  'market.productNotFound': 'Produto não encontrado',
  'market.orderNotFound': 'Pedido não encontrado',
  'market.addressNotFound': 'Endereço não encontrado',
  'market.noDeliveryAddress': 'Escolha um endereço de entrega: se não tiver nenhum, adicione um à sua lista de endereços primeiro',
  'market.ownProduct': 'Você não pode comprar o seu próprio produto',
  'market.outOfStock': '“{title}” está esgotado',
  'market.lowStock': 'Só restam {stock} de “{title}” em estoque',
  'market.cartEmpty': 'Seu carrinho está vazio',
  'market.ownProductInCart': 'Você não pode comprar o seu próprio produto: tire “{title}” do carrinho',
  'market.outOfStockInCart': '“{title}” está esgotado: ajuste o carrinho e tente de novo',
  'market.lowStockInCart': 'Só restam {stock} de “{title}” em estoque: ajuste o carrinho e tente de novo',
  'market.balanceTooLow': 'Seu saldo em OSBT não basta: este pedido custa {total} OSBT e você tem {available} OSBT',
  'market.alreadyShipped': 'Este pedido já foi enviado: não pode mais ser cancelado',
  'market.alreadyDelivered': 'Este pedido já foi entregue: não pode mais ser cancelado',
  'market.notDeliveredYet': 'Este pedido ainda não foi entregue: cancele-o ou devolva-o quando chegar',
  'market.returnWindowClosed': 'O prazo de {days} dias para devolver este pedido já passou',
  'market.orderCancelledNoReturn': 'Este pedido foi cancelado: não há nada para devolver',
  'market.refundUnavailable': 'O vendedor não pode reembolsar este pedido agora: tente mais tarde ou fale com o suporte',
  'market.reviewNotDelivered': 'Você pode avaliar um produto depois que um pedido dele for entregue a você',
  'market.alreadyReviewed': 'Você já avaliou este produto',
  'market.reviewTextEmpty': 'Escreva algumas palavras sobre o produto',
};

export const texts: CodeTexts = { pt, en: MARKET_MESSAGES_EN };
