// English texts of the map codes (map.*): places, saved places and live location. Portuguese: client/src/i18n/api/map.ts.
export const MAP_MESSAGES_EN = {
  'map.placeNotFound': 'Place not found',
  'map.placeName': 'Give the place a name of {min} to {max} characters, without spaces at either end',
  'map.alreadyOnMap': 'That place is already on the map: a place with this name is less than {metres} m away',
  'map.bounds': 'The south edge of the bounds must not be north of its north edge',
  'map.notSharing': 'You are not sharing your location: choose for how long to share it',
  'map.placeAdded': 'Place added',
  'map.placeSaved': 'Saved',
  'map.placeUnsaved': 'Removed from saved places',
  'map.locationUpdated': 'Location updated',
  'map.sharing': 'Sharing your live location',
  'map.sharingStopped': 'Location sharing stopped',
} as const;
