import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FitResultWire } from '@rima/shared/api/rooms';
import { makeStore } from '../../app/store';
import { stubFetch } from '../../test/render-with-app';
import RoomFitPanel from './room-fit-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer: FitResultWire = {
  product_id: 7,
  verdict: 'tight',
  reasons: ['Fits in the room, but only 5 cm to spare.', 'The packed box passes the opening standing upright.'],
  tight_below_cm: 10,
  item: { width: 100, depth: 58, height: 190 },
  packed: { width: 100, depth: 58, height: 190 },
  packed_source: 'product',
  room_id: null,
  room: { width: 300, depth: 250, height: 195 },
  door: { width: 75, height: 200 },
  room_check: { verdict: 'tight', spare_cm: 5, orientation: 'as_is' },
  door_check: {
    verdict: 'fits',
    spare_cm: 10,
    way: 'upright',
    diagonal_cm: 213.6,
    spare_width_cm: 17,
    spare_height_cm: 10,
    across: 'depth',
    up: 'height',
    angle_deg: 0,
    ways: [],
  },
};

describe('RoomFitPanel', () => {
  it('sends the typed sizes, shows the verdict with its reasons and draws the room to scale', async () => {
    const fetchSpy = stubFetch({ status: 200, body: { statusCode: 200, message: 'Room fit', data: answer } });
    render(
      <Provider store={makeStore()}>
        <RoomFitPanel productId={7} />
      </Provider>,
    );
    await userEvent.type(screen.getByLabelText('Room width (cm)'), '300');
    await userEvent.type(screen.getByLabelText('Room depth (cm)'), '250');
    await userEvent.type(screen.getByLabelText('Ceiling height (cm)'), '195');
    await userEvent.type(screen.getByLabelText('Door width (cm)'), '75');
    await userEvent.type(screen.getByLabelText('Door height (cm)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Check fit' }));

    expect(await screen.findByText('It fits, but it is tight')).toBeInTheDocument();
    expect(screen.getByText('Fits in the room, but only 5 cm to spare.')).toBeInTheDocument();
    const url = new URL((fetchSpy.mock.calls[0]?.[0] as Request | undefined)?.url ?? '');
    expect(url.pathname).toBe('/api/v1/product/7/fit');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      room_width: '300',
      room_depth: '250',
      room_height: '195',
      door_width: '75',
      door_height: '200',
    });
    const item = screen.getByTestId('room-drawing-item');
    expect(item).toHaveAttribute('width', '100');
    expect(item).toHaveAttribute('height', '58');
    expect(screen.getByTestId('room-drawing').getAttribute('viewBox')).toMatch(/ 348 298$/);
    // the door from the front: the 100 × 58 × 190 box standing, its 58 cm depth across the 75 cm door
    const box = screen.getByTestId('door-drawing-box');
    expect(box).toHaveAttribute('data-way', 'upright');
    expect(box).toHaveAttribute('width', '58');
    expect(box).toHaveAttribute('height', '190');
  });

  it('draws the issue’s wardrobe laid on its side through a 90 × 200 door', async () => {
    const wardrobe = { width: 180, depth: 60, height: 210 };
    stubFetch({
      status: 200,
      body: {
        statusCode: 200,
        message: 'Room fit',
        data: {
          ...answer,
          verdict: 'fits',
          item: wardrobe,
          packed: wardrobe,
          room: null,
          room_check: null,
          door: { width: 90, height: 200 },
        },
      },
    });
    render(
      <Provider store={makeStore()}>
        <RoomFitPanel productId={7} />
      </Provider>,
    );
    await userEvent.type(screen.getByLabelText('Door width (cm)'), '90');
    await userEvent.type(screen.getByLabelText('Door height (cm)'), '200');
    await userEvent.click(screen.getByRole('button', { name: 'Check fit' }));
    const box = await screen.findByTestId('door-drawing-box');
    expect(box).toHaveAttribute('data-way', 'on_side');
    expect(box).toHaveAttribute('width', '60');
    expect(box).toHaveAttribute('height', '180');
    expect(screen.getByTestId('door-drawing')).toHaveAccessibleName(
      'The 90 × 200 cm opening seen from the front, with the packed box going through it laid on its side',
    );
  });
});
