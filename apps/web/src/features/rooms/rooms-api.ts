import {
  createRoom,
  getProductFit,
  listRooms,
  type FitResultWire,
  type RoomBodyInput,
  type SavedRoom,
} from '@rima/shared/endpoints/rooms';
import { api, request } from '../../app/api';

export type FitArgs = {
  productId: number;
  /** room_width, room_depth, room_height, door_width, door_height (cm) or room_id. */
  params: Record<string, string>;
};

export const roomsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductFit: build.query<FitResultWire, FitArgs>({
      query: ({ productId, params }) => ({ ...request(getProductFit, { id: productId }), params }),
    }),
    listRooms: build.query<SavedRoom[], void>({
      query: () => request(listRooms),
    }),
    createRoom: build.mutation<SavedRoom, RoomBodyInput>({
      query: (body) => ({ ...request(createRoom), body }),
      // No tag for rooms: the new room is added to the cached list in place.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(roomsApi.util.updateQueryData('listRooms', undefined, (rooms) => void rooms.push(data)));
      },
    }),
  }),
});

export const { useLazyGetProductFitQuery, useListRoomsQuery, useCreateRoomMutation } = roomsApi;
