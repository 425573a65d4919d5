// Tag map: places, saved places in lists (with GeoJSON export and import) and live location shares (store/map.ts), kept beside the shared store and
// re-seeded by every store reset.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { seedMap } from '../../seed/map.ts';
import { createMapRepo, type MapRepo } from '../../store/map.ts';
import { resettableRepo } from '../../lib/resettable-repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The map store; replaced (and re-seeded) by every store reset. */
    map: { readonly repo: MapRepo };
  }
}

function mapRoutes(app: FastifyInstance): void {
  const { store, clock } = app;
  const fresh = (): MapRepo => {
    const repo = createMapRepo({ users: store.users, contacts: store.contacts, now: () => clock.now() });
    seedMap(repo, clock.now());
    return repo;
  };
  const map = resettableRepo(store, fresh);
  app.decorate('map', map);

  app.operation('mapPlaces', (request, _reply, body) => ok('common.ok', map.repo.places(currentUser(request).uid, body)));
  app.operation('mapPlace', (request, _reply, body) => ok('common.ok', map.repo.place(currentUser(request).uid, body.code)));
  app.operation('mapPlaceAdd', (request, reply, body) => {
    reply.code(201);
    return ok('map.placeAdded', map.repo.add(currentUser(request).uid, body));
  });
  app.operation('mapPlaceSave', (request, _reply, body) =>
    ok(body.saved ? 'map.placeSaved' : 'map.placeUnsaved', map.repo.save(currentUser(request).uid, body.code, body.saved)),
  );
  app.operation('mapSaved', (request) => ok('common.ok', map.repo.saved(currentUser(request).uid)));
  app.operation('mapSavedExport', (request) => ok('common.ok', map.repo.exportGeoJson(currentUser(request).uid)));
  app.operation('mapSavedImport', (request, _reply, body) =>
    ok('map.imported', map.repo.importGeoJson(currentUser(request).uid, body.text)),
  );
  app.operation('mapLists', (request) => ok('common.ok', map.repo.lists(currentUser(request).uid)));
  app.operation('mapListCreate', (request, reply, body) => {
    reply.code(201);
    return ok('map.listCreated', map.repo.createList(currentUser(request).uid, body.name));
  });
  app.operation('mapListRename', (request, _reply, body) =>
    ok('map.listRenamed', map.repo.renameList(currentUser(request).uid, body.id, body.name)),
  );
  app.operation('mapListDelete', (request, _reply, body) => ok('map.listDeleted', map.repo.deleteList(currentUser(request).uid, body.id)));
  app.operation('mapPlaceLists', (request, _reply, body) => {
    const place = map.repo.setLists(currentUser(request).uid, body.code, body.lists, body.note);
    return ok(place.saved ? 'map.placeSaved' : 'map.placeUnsaved', place);
  });
  app.operation('mapLive', (request) => ok('common.ok', map.repo.live(currentUser(request).uid)));
  app.operation('mapLiveShare', (request, _reply, body) =>
    ok(body.durationMin === undefined ? 'map.locationUpdated' : 'map.sharing', map.repo.share(currentUser(request).uid, body)),
  );
  app.operation('mapLiveStop', (request) => ok('map.sharingStopped', map.repo.stop(currentUser(request).uid)));
}

// Not encapsulated (as fastify-plugin would do): `app.map` is visible to the whole app and its tests.
Object.assign(mapRoutes, { [Symbol.for('skip-override')]: true });

export default mapRoutes;
