// English texts of the market's codes (products, saved, cart, checkout, orders). {name} placeholders take the
// envelope's params; a product's title comes as it is, the text adds the quotation marks.
export const MARKET_MESSAGES_EN = {
  'market.saved': 'Saved',
  'market.unsaved': 'Removed from saved',
  'market.cartUpdated': 'Cart updated',
  'market.orderPlaced': 'Order placed',
  'market.orderCancelled': 'Order cancelled',

  'market.productNotFound': 'Product not found',
  'market.orderNotFound': 'Order not found',
  'market.addressNotFound': 'Address not found',
  'market.noDeliveryAddress': 'Choose a delivery address: add one to your address book first if you have none',
  'market.ownProduct': 'You cannot buy your own product',
  'market.outOfStock': '“{title}” is out of stock',
  'market.lowStock': 'Only {stock} of “{title}” left in stock',
  'market.cartEmpty': 'Your cart is empty',
  'market.ownProductInCart': 'You cannot buy your own product: remove “{title}” from your cart',
  'market.outOfStockInCart': '“{title}” is out of stock: change your cart and try again',
  'market.lowStockInCart': 'Only {stock} of “{title}” left in stock: change your cart and try again',
  'market.balanceTooLow': 'Your OSBT balance is too low: this order costs {total} OSBT and you have {available} OSBT',
  'market.alreadyShipped': 'This order has already shipped: it can no longer be cancelled',
  'market.alreadyDelivered': 'This order has already been delivered: it can no longer be cancelled',
} as const;
