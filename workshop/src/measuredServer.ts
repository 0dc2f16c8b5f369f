// Must come first: the load rooms import Colyseus, which must share core's copy of @colyseus/schema.
import '@dead-drop/server/dist/singleSchema';
import { runProcess } from '@dead-drop/server/dist/runProcess';
import { MEASUREMENT_ROOMS } from './loadRooms/measurementRooms';

/** The server as `npm start` runs it, with the rooms a load test measures the table against (ServerProcess starts this). */
runProcess({ extraRooms: MEASUREMENT_ROOMS });
