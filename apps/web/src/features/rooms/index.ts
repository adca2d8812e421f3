export { RoomFit } from './room-fit';
