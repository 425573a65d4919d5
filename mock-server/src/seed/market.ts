// The market's seed: 56 products, 14 in each category (more than a page of 12, so "Show more" is reached; some
// featured, a few nearly or fully sold out), sold by seeded users (ada sells two, so "you cannot buy your own product" shows), and the recent order
// history that makes the trending shelf (sales before the mock's own orders, like the P2P trader history).
import { seedUid } from './users.ts';

export type MarketCategory = 'electronics' | 'foods' | 'clothings' | 'others';

export interface SeedProduct {
  title: string;
  description: string;
  category: MarketCategory;
  featured: boolean;
  /** OSBT for one (OSBT has no decimals). */
  price: number;
  stock: number;
  /** Seeded user number (seedUid(n)). */
  seller: number;
  /** Units sold before the last 7 days (their orders are not kept, bar the reviewed ones of SEED_REVIEWS). */
  pastSales: number;
  /** Units sold over the last 7 days (the trending shelf), spread over the week by the store. */
  recentSales: number;
}

const p = (
  category: MarketCategory,
  title: string,
  description: string,
  price: number,
  stock: number,
  seller: number,
  pastSales: number,
  recentSales = 0,
  featured = false,
): SeedProduct => ({ category, title, description, price, stock, seller, pastSales, recentSales, featured });

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  p(
    'electronics',
    'Noise-cancelling headphones',
    'Over-ear wireless headphones with adaptive noise cancelling, 30 hours of battery and a fold-flat travel case.',
    129,
    14,
    2,
    212,
    18,
    true,
  ),
  p(
    'electronics',
    'Smartphone 128 GB, midnight',
    'A 6.1" OLED phone with a dual camera, 128 GB of storage and a charger in the box. Unlocked.',
    489,
    6,
    3,
    98,
    7,
    true,
  ),
  p(
    'electronics',
    'Mechanical keyboard (brown switches)',
    'Tenkeyless keyboard with tactile brown switches, PBT keycaps and a detachable USB-C cable.',
    79,
    22,
    6,
    154,
    11,
  ),
  p(
    'electronics',
    'Wireless mouse',
    'Quiet-click ergonomic mouse, Bluetooth and 2.4 GHz, up to 18 months on one AA battery.',
    24,
    40,
    6,
    321,
    9,
  ),
  p('electronics', '27" 4K monitor', 'IPS panel, 60 Hz, USB-C with 65 W charging and a height-adjustable stand.', 319, 4, 2, 67, 3),
  p('electronics', 'Power bank 20,000 mAh', 'Charges a phone four times; 22.5 W fast charging on USB-C and USB-A.', 35, 30, 7, 410, 14),
  p(
    'electronics',
    'Smart watch, sport edition',
    'Heart rate, GPS, sleep tracking and 7 days of battery. Water resistant to 50 m.',
    149,
    9,
    8,
    88,
    5,
  ),
  p(
    'electronics',
    'Portable Bluetooth speaker',
    'Splash-proof speaker with 12 hours of play and a strap for your bike or bag.',
    45,
    1,
    9,
    143,
    6,
  ),
  p(
    'electronics',
    'E-reader with front light',
    '6" glare-free screen, adjustable warm light and weeks of battery. Holds thousands of books.',
    99,
    12,
    1,
    276,
    4,
  ),
  p(
    'electronics',
    'USB-C hub, 7 in 1',
    'HDMI 4K, two USB-A, SD and microSD readers, gigabit Ethernet and 100 W pass-through charging.',
    29,
    0,
    10,
    95,
    0,
  ),
  p(
    'foods',
    'Single-origin coffee beans, 1 kg',
    'Medium roast arabica from the Jos plateau: chocolate, orange peel and a long sweet finish.',
    18,
    50,
    11,
    502,
    25,
    true,
  ),
  p('foods', 'Jollof spice mix', 'Smoky tomato, pepper, thyme and bay blend for a pot of party jollof. 250 g jar.', 6, 80, 12, 388, 31),
  p('foods', 'Raw wildflower honey, 500 g', 'Unfiltered honey from smallholder hives; it crystallises naturally.', 11, 35, 13, 199, 12),
  p('foods', 'Dark chocolate 70%, 6 bars', 'Bean-to-bar Ghanaian cocoa, cane sugar and nothing else.', 14, 3, 14, 240, 15),
  p('foods', 'Extra virgin olive oil, 1 L', 'Cold-pressed early-harvest oil, peppery and green. Bottled this season.', 16, 26, 15, 117, 4),
  p('foods', 'Green tea sampler', 'Twelve loose-leaf teas, from sencha to jasmine pearls, with a brewing guide.', 22, 18, 16, 86, 3),
  p('foods', 'Plantain chips, 10 packs', 'Thin, crisp and lightly salted. Made in small batches.', 9, 60, 12, 271, 19),
  p('foods', 'Basmati rice, 5 kg', 'Aged long-grain rice that cooks up fluffy and fragrant.', 13, 44, 17, 150, 8),
  p('foods', 'Hot pepper sauce', 'Scotch bonnet, garlic and lime. One drop goes a long way.', 5, 0, 18, 310, 0),
  p('foods', 'Granola, honey and nuts', 'Oven-baked oats with cashews, almonds, coconut and honey. 750 g.', 8, 27, 5, 64, 2),
  p('clothings', 'Ankara print shirt', 'Short-sleeved cotton shirt in a bold wax print. Sizes S to XXL.', 34, 20, 19, 133, 10, true),
  p('clothings', 'Classic white sneakers', 'Leather low-tops with a cushioned insole. Sizes 38 to 46.', 65, 15, 20, 208, 9),
  p('clothings', 'Denim jacket', 'Mid-wash denim, relaxed fit, four pockets. Unisex.', 58, 8, 21, 92, 4),
  p('clothings', 'Merino wool beanie', 'Soft, warm and not itchy. One size.', 19, 38, 22, 76, 3),
  p('clothings', 'Running shorts', 'Lightweight shorts with a liner and a zip pocket for keys.', 21, 25, 23, 59, 2),
  p('clothings', 'Linen summer dress', 'Breathable linen midi dress with pockets. Sizes XS to XL.', 49, 11, 24, 112, 6),
  p('clothings', 'Leather belt', 'Full-grain leather with a brushed steel buckle. Made to last.', 27, 30, 25, 48, 1),
  p('clothings', 'Cotton socks, 6 pairs', 'Cushioned ankle socks in mixed colours.', 12, 70, 3, 301, 13),
  p('clothings', 'Rain jacket', 'Packable waterproof shell with taped seams and a hood.', 72, 2, 26, 71, 3),
  p('clothings', 'Kente scarf', 'Hand-woven kente scarf from Bonwire, Ghana.', 39, 7, 27, 44, 2, true),
  p('others', 'Ceramic plant pot set', 'Three glazed pots with drainage holes and bamboo saucers.', 26, 19, 28, 87, 5),
  p('others', 'Yoga mat, 6 mm', 'Non-slip mat with a carry strap. Free of PVC.', 31, 24, 29, 160, 7),
  p(
    'others',
    'Board game: Ayo (oware)',
    'Carved wooden ayo board with 48 seeds and the rules in English and Yoruba.',
    23,
    16,
    30,
    93,
    6,
    true,
  ),
  p('others', 'Scented candle, sandalwood', 'Soy wax candle, 45 hours of burn time.', 15, 33, 1, 58, 2),
  p('others', 'Stainless steel water bottle', 'Keeps drinks cold for 24 hours or hot for 12. 750 ml.', 20, 45, 5, 222, 16),
  p('others', 'Notebook set, dotted', 'Three A5 notebooks with 160 pages of 100 g paper each.', 13, 52, 11, 130, 4),
  p('others', 'Cast iron skillet, 26 cm', 'Pre-seasoned and oven-safe. Will outlive you.', 38, 10, 7, 184, 5),
  p('others', 'Kids building blocks, 500 pieces', 'Compatible with the major brick brands. Ages 4 and up.', 33, 13, 8, 101, 8),
  p('others', 'Camping lantern', 'Rechargeable LED lantern, 3 brightness levels and a power bank output.', 28, 5, 9, 66, 3),
  p('others', 'Acoustic guitar strings', 'Phosphor bronze, light gauge. Two full sets.', 10, 0, 10, 39, 0),
  // Older listings (after the first 40): each category holds more than a page (12), so "Show more" is reached.
  p(
    'electronics',
    'Smartwatch with heart-rate sensor',
    'Aluminium case, 7-day battery, GPS and sleep tracking. Water resistant to 50 m.',
    149,
    11,
    12,
    61,
    3,
  ),
  p('electronics', 'Power bank 20000 mAh', 'Two USB-C ports and one USB-A, 65 W fast charging. Charges a laptop once.', 39, 27, 13, 140, 6),
  p(
    'electronics',
    'Webcam 1080p with privacy shutter',
    'Full HD at 30 fps, stereo microphones and a clip for any screen.',
    45,
    18,
    14,
    77,
    2,
  ),
  p('electronics', 'Electric toothbrush', 'Two-minute timer, three modes and a travel case. Charges over USB-C.', 35, 23, 15, 93, 4),
  p('foods', 'Dried hibiscus (zobo), 500 g', 'Whole dried roselle petals for zobo, bissap or tea.', 7, 48, 16, 120, 5),
  p('foods', 'Dark chocolate 70%, six bars', 'Single-estate cocoa from Ghana, 100 g per bar.', 18, 30, 17, 88, 3),
  p('foods', 'Suya spice mix, 250 g', 'Yaji blend of ground peanuts, chilli, ginger and spices.', 6, 41, 18, 150, 7),
  p('foods', 'Oat flakes, 2 kg', 'Whole rolled oats for porridge and baking.', 9, 35, 19, 64, 2),
  p('clothings', 'Denim jacket', 'Classic fit, stonewashed cotton denim with metal buttons.', 55, 9, 20, 47, 2),
  p('clothings', 'Linen shirt, short sleeves', 'Breathable linen in sand, olive or white.', 29, 16, 21, 58, 3),
  p('clothings', 'Wool beanie', 'Soft merino wool, one size, four colours.', 14, 38, 22, 102, 4),
  p('clothings', 'Leather belt', 'Full-grain leather with a brushed steel buckle.', 24, 21, 23, 73, 1),
  p('others', 'Bamboo cutting board', 'Large board with a juice groove and handles. 45 × 30 cm.', 19, 26, 24, 84, 3),
  p('others', 'Desk lamp with USB port', 'Warm to cool light in five steps, flexible arm.', 27, 15, 25, 56, 2),
  p('others', 'Jigsaw puzzle, 1000 pieces', 'A market in Lagos at dusk, printed on thick recycled board.', 16, 19, 26, 41, 1),
  p('others', 'Watering can, 2 l', 'Powder-coated steel with a long spout for indoor plants.', 21, 12, 27, 37, 0),
];

/** The seller of a seed product as a uid. */
export const sellerUid = (product: SeedProduct): string => seedUid(product.seller);
