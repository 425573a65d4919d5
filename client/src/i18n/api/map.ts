// Texts of the map codes (map.*): places, saved places and live location.
import { MAP_MESSAGES_EN } from '../../../../contracts/messages/map';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `map.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'map.placeNotFound': 'Lugar não encontrado',
  'map.placeName': 'Dê ao lugar um nome de {min} a {max} caracteres, sem espaços no começo nem no fim',
  'map.alreadyOnMap': 'Esse lugar já está no mapa: há um lugar com esse nome a menos de {metres} m',
  'map.bounds': 'A borda sul da área não pode ficar ao norte da borda norte',
  'map.notSharing': 'Você não está compartilhando sua localização: escolha por quanto tempo compartilhar',
  'map.placeAdded': 'Lugar adicionado',
  'map.placeSaved': 'Salvo',
  'map.placeUnsaved': 'Removido dos lugares salvos',
  'map.locationUpdated': 'Localização atualizada',
  'map.sharing': 'Compartilhando sua localização em tempo real',
  'map.sharingStopped': 'Compartilhamento de localização encerrado',
  'map.listCreated': 'Lista criada',
  'map.listRenamed': 'Lista renomeada',
  'map.listDeleted': 'Lista excluída',
  'map.listName': 'Dê à lista um nome de {min} a {max} caracteres, sem espaços no começo nem no fim',
  'map.listNameTaken': 'Você já tem uma lista chamada “{name}”',
  'map.tooManyLists': 'Você pode ter no máximo {max} listas',
  'map.listNotFound': 'Lista não encontrada',
  'map.listBuiltIn': 'Favoritos e Quero ir não podem ser renomeadas nem excluídas',
  'map.imported': 'Locais importados para suas listas',
  'map.importNotJson': 'Este arquivo não é GeoJSON: não é um JSON válido',
  'map.importNotGeoJson': 'Este arquivo não é GeoJSON: falta uma FeatureCollection com a lista de locais',
  'map.importEmpty': 'Este arquivo não tem nenhum local',
  'map.importTooMany': 'Este arquivo tem mais de {max} locais',
  'map.importFeature': 'O local {n} do arquivo não tem um valor válido em “{field}”',
};

export const texts: CodeTexts = { pt, en: MAP_MESSAGES_EN };
