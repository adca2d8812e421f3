import type { FitResultWire, RoomBodyInput, SavedRoom } from '@rima/shared/api/rooms';
import { api } from '../../app/api';

// Types only from the contract: its values would pull zod into this chunk.
type Envelope<T> = { data: T };

export type FitArgs = {
  productId: number;
  /** room_width, room_depth, room_height, door_width, door_height (cm) or room_id. */
  params: Record<string, string>;
};

export const roomsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductFit: build.query<FitResultWire, FitArgs>({
      query: ({ productId, params }) => ({ url: `/product/${productId}/fit`, params }),
      transformResponse: (r: Envelope<FitResultWire>) => r.data,
    }),
    listRooms: build.query<SavedRoom[], void>({
      query: () => '/rooms',
      transformResponse: (r: Envelope<SavedRoom[]>) => r.data,
    }),
    createRoom: build.mutation<SavedRoom, RoomBodyInput>({
      query: (body) => ({ url: '/rooms', method: 'POST', body }),
      transformResponse: (r: Envelope<SavedRoom>) => r.data,
      // No tag for rooms: the new room is added to the cached list in place.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(roomsApi.util.updateQueryData('listRooms', undefined, (rooms) => void rooms.push(data)));
      },
    }),
  }),
});

export const { useLazyGetProductFitQuery, useListRoomsQuery, useCreateRoomMutation } = roomsApi;
