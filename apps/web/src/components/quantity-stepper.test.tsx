import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

function Harness({ stock, start = 1 }: { stock: number; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      onChange={setValue}
      max={stock}
      labels={{ field: 'Quantity', decrease: 'Decrease quantity', increase: 'Increase quantity' }}
    />
  );
}

describe('QuantityStepper', () => {
  it('starts at 1 and never goes below 1', async () => {
    render(<Harness stock={5} />);
    const input = screen.getByLabelText('Quantity');
    expect(input).toHaveValue(1);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(minus);
    expect(input).toHaveValue(1);
  });

  it('counts up with + and stops at the stock', async () => {
    render(<Harness stock={3} />);
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
    expect(plus).toBeDisabled();
    await userEvent.click(plus);
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
  });

  it('counts down with - after counting up', async () => {
    render(<Harness stock={10} start={4} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(3);
  });

  it('clamps a typed quantity to between 1 and the stock', async () => {
    render(<Harness stock={4} />);
    const input = screen.getByLabelText('Quantity');
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(input).toHaveValue(4);
  });
});
