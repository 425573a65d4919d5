// Seed of the map: real places in the seeded users' cities (coordinates rounded to about 10 m), a few saves, and
// two contacts of ada sharing their live location (ben in New York, chidi in London) for the next 8 hours.
import { seedUid } from './users.ts';
import type { MapRepo, StoredPlace } from '../store/map.ts';

type SeedPlace = Omit<StoredPlace, 'code' | 'addedBy' | 'createdAt'> & { by: number };

const DAY = 86_400_000;

const PLACES: readonly SeedPlace[] = [
  { name: 'Terra Kulture', category: 'landmark', lat: 6.4281, lng: 3.4216, address: 'Plot 1376 Tiamiyu Savage St, Victoria Island', city: 'Lagos', country: 'NG', description: 'Arts centre with a theatre, a bookshop and a Nigerian restaurant.', by: 1 },
  { name: 'Lekki Conservation Centre', category: 'park', lat: 6.4413, lng: 3.5363, address: 'Lekki-Epe Expressway', city: 'Lagos', country: 'NG', description: 'Wetland reserve with the longest canopy walkway in Africa.', by: 1 },
  { name: 'Nike Art Gallery', category: 'landmark', lat: 6.4455, lng: 3.4786, address: '2 Elegushi Beach Rd, Lekki', city: 'Lagos', country: 'NG', description: 'Five floors of Nigerian art, from adire to contemporary painting.', by: 1 },
  { name: 'Yellow Chilli', category: 'food', lat: 6.4302, lng: 3.4209, address: '27 Oju Olobun Close, Victoria Island', city: 'Lagos', country: 'NG', description: 'Nigerian classics: pepper soup, jollof and asun.', by: 1 },
  { name: 'Art Café', category: 'cafe', lat: 6.4337, lng: 3.4275, address: '282 Akin Adesola St, Victoria Island', city: 'Lagos', country: 'NG', description: 'Coffee among paintings; quiet in the mornings.', by: 2 },
  { name: 'Balogun Market', category: 'shop', lat: 6.4587, lng: 3.3893, address: 'Lagos Island', city: 'Lagos', country: 'NG', description: 'Fabrics, ankara and everything else, street after street.', by: 1 },
  { name: 'Eko Hotel', category: 'hotel', lat: 6.4262, lng: 3.4295, address: 'Adetokunbo Ademola St, Victoria Island', city: 'Lagos', country: 'NG', description: 'Large hotel by the Atlantic with a convention centre.', by: 1 },
  { name: 'Murtala Muhammed Airport', category: 'transport', lat: 6.5774, lng: 3.3212, address: 'Ikeja', city: 'Lagos', country: 'NG', description: 'Lagos international airport.', by: 1 },
  { name: 'Lagos Island General Hospital', category: 'health', lat: 6.4561, lng: 3.3937, address: 'Broad St, Lagos Island', city: 'Lagos', country: 'NG', description: 'Public hospital with a 24-hour emergency unit.', by: 1 },
  { name: 'Freedom Park', category: 'park', lat: 6.4513, lng: 3.3961, address: '1 Hospital Rd, Lagos Island', city: 'Lagos', country: 'NG', description: 'Former colonial prison, now a park with concerts at weekends.', by: 3 },
  { name: 'Millennium Park', category: 'park', lat: 9.0433, lng: 7.5253, address: 'Maitama', city: 'Abuja', country: 'NG', description: 'The largest public park of Abuja.', by: 1 },
  { name: 'Jabi Lake Mall', category: 'shop', lat: 9.0722, lng: 7.4253, address: 'Bala Sokoto Way, Jabi', city: 'Abuja', country: 'NG', description: 'Shopping by the lake.', by: 1 },
  { name: 'Flatiron Building', category: 'landmark', lat: 40.7411, lng: -73.9897, address: '175 5th Ave', city: 'New York', country: 'US', description: 'The triangular 1902 skyscraper at Madison Square.', by: 2 },
  { name: 'Central Park', category: 'park', lat: 40.7812, lng: -73.9665, address: 'Manhattan', city: 'New York', country: 'US', description: '341 hectares of meadows, lakes and woods.', by: 2 },
  { name: 'Joe\'s Pizza', category: 'food', lat: 40.7306, lng: -74.0021, address: '7 Carmine St', city: 'New York', country: 'US', description: 'A slice since 1975.', by: 2 },
  { name: 'Blue Bottle Coffee Chelsea', category: 'cafe', lat: 40.7424, lng: -74.0048, address: '450 W 15th St', city: 'New York', country: 'US', description: 'Pour-over coffee inside Chelsea Market.', by: 2 },
  { name: 'The Strand', category: 'shop', lat: 40.7332, lng: -73.9907, address: '828 Broadway', city: 'New York', country: 'US', description: '18 miles of new, used and rare books.', by: 2 },
  { name: 'Grand Central Terminal', category: 'transport', lat: 40.7527, lng: -73.9772, address: '89 E 42nd St', city: 'New York', country: 'US', description: 'Commuter rail under a ceiling of stars.', by: 2 },
  { name: 'The Metropolitan Museum of Art', category: 'landmark', lat: 40.7794, lng: -73.9632, address: '1000 5th Ave', city: 'New York', country: 'US', description: '5,000 years of art.', by: 5 },
  { name: 'The Ludlow Hotel', category: 'hotel', lat: 40.7219, lng: -73.9871, address: '180 Ludlow St', city: 'New York', country: 'US', description: 'Lower East Side hotel with loft windows.', by: 2 },
  { name: 'British Museum', category: 'landmark', lat: 51.5194, lng: -0.127, address: 'Great Russell St', city: 'London', country: 'GB', description: 'Two million years of human history, free to visit.', by: 3 },
  { name: 'Borough Market', category: 'food', lat: 51.5055, lng: -0.091, address: '8 Southwark St', city: 'London', country: 'GB', description: 'Food market under the railway since the 13th century.', by: 3 },
  { name: 'Monmouth Coffee', category: 'cafe', lat: 51.5142, lng: -0.1268, address: '27 Monmouth St, Covent Garden', city: 'London', country: 'GB', description: 'Single-origin coffee; expect a queue.', by: 3 },
  { name: 'Hyde Park', category: 'park', lat: 51.5073, lng: -0.1657, address: 'Westminster', city: 'London', country: 'GB', description: 'The Serpentine, Speakers\' Corner and 142 hectares of grass.', by: 3 },
  { name: 'King\'s Cross St Pancras', category: 'transport', lat: 51.5308, lng: -0.1238, address: 'Euston Rd', city: 'London', country: 'GB', description: 'Underground hub and the Eurostar to Paris.', by: 3 },
  { name: 'Foyles', category: 'shop', lat: 51.5144, lng: -0.1305, address: '107 Charing Cross Rd', city: 'London', country: 'GB', description: 'Bookshop of four floors.', by: 3 },
  { name: 'University College Hospital', category: 'health', lat: 51.5246, lng: -0.1357, address: '235 Euston Rd', city: 'London', country: 'GB', description: 'Teaching hospital with an accident and emergency department.', by: 3 },
  { name: 'Parque Ibirapuera', category: 'park', lat: -23.5874, lng: -46.6576, address: 'Av. Pedro Álvares Cabral', city: 'São Paulo', country: 'BR', description: 'O parque mais visitado da cidade, com museus e lagos.', by: 5 },
  { name: 'Mercado Municipal', category: 'food', lat: -23.5417, lng: -46.6297, address: 'R. da Cantareira, 306', city: 'São Paulo', country: 'BR', description: 'O sanduíche de mortadela e os vitrais do Mercadão.', by: 5 },
  { name: 'MASP', category: 'landmark', lat: -23.5614, lng: -46.6559, address: 'Av. Paulista, 1578', city: 'São Paulo', country: 'BR', description: 'Museu de Arte de São Paulo, sobre pilotis vermelhos.', by: 5 },
  { name: 'Coffee Lab', category: 'cafe', lat: -23.5557, lng: -46.6903, address: 'R. Fradique Coutinho, 1340, Vila Madalena', city: 'São Paulo', country: 'BR', description: 'Cafés especiais torrados na casa.', by: 5 },
  { name: 'Torre de Belém', category: 'landmark', lat: 38.6916, lng: -9.216, address: 'Av. Brasília', city: 'Lisboa', country: 'PT', description: 'Torre manuelina à beira do Tejo.', by: 5 },
  { name: 'Pastéis de Belém', category: 'cafe', lat: 38.6975, lng: -9.2032, address: 'R. de Belém 84-92', city: 'Lisboa', country: 'PT', description: 'Os pastéis de nata da receita de 1837.', by: 5 },
  { name: 'Time Out Market Lisboa', category: 'food', lat: 38.7069, lng: -9.1459, address: 'Av. 24 de Julho 49', city: 'Lisboa', country: 'PT', description: 'Mercado da Ribeira com bancas de chefs.', by: 5 },
  { name: 'Karura Forest', category: 'park', lat: -1.2346, lng: 36.8329, address: 'Limuru Rd', city: 'Nairobi', country: 'KE', description: 'Urban forest with waterfalls and caves.', by: 1 },
  { name: 'Java House Kimathi Street', category: 'cafe', lat: -1.2833, lng: 36.8235, address: 'Kimathi St', city: 'Nairobi', country: 'KE', description: 'Kenyan coffee in the city centre.', by: 1 },
];

/** Who saved which seeded place (by index in PLACES), oldest first. */
const SAVES: ReadonlyArray<readonly [number, readonly number[]]> = [
  [1, [0, 1, 3, 12]],
  [2, [12, 13, 15, 0]],
  [3, [20, 21, 0]],
  [5, [27, 28, 31]],
];

export function seedMap(repo: MapRepo, now: number): void {
  const codes = PLACES.map(({ by, ...place }, index) => repo.insert({ ...place, addedBy: seedUid(by), createdAt: now - (PLACES.length - index) * DAY }).code);
  for (const [user, indexes] of SAVES) {
    indexes.forEach((index, order) => {
      const code = codes[index];
      if (code) repo.save(seedUid(user), code, true, now - (indexes.length - order) * 3_600_000);
    });
  }
  // Live shares from the moment of the seed, for 8 hours (the longest a person can choose).
  repo.share(seedUid(2), { lat: 40.7413, lng: -73.9881, durationMin: 480 });
  repo.share(seedUid(3), { lat: 51.5199, lng: -0.1261, durationMin: 480 });
}
