// The market area's API shapes, taken from the types generated from openapi.yaml (never hand-written).
import type { components } from '../../../../../contracts/api/schema';

type Schemas = components['schemas'];

export type Product = Schemas['MarketProduct'];
export type ProductPage = Schemas['MarketProductPage'];
export type ProductQuery = Schemas['MarketProductQuery'];
export type Shelf = Schemas['MarketShelf'];
export type Cart = Schemas['MarketCart'];
export type CartLine = Schemas['MarketCartLine'];
export type Order = Schemas['MarketOrder'];
/** An address of my book (the account area's), where an order is delivered. */
export type DeliveryAddress = Schemas['AccountAddress'];
export type OrderStatus = Schemas['MarketOrderStatus'];
export type Review = Schemas['MarketReview'];
export type Reviews = Schemas['MarketReviews'];
