import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { COURIER_LABELS } from '@rima/shared/api/orders';
import { courierOfService } from '@rima/shared/api/fulfilment';
import { formatIdr } from '@rima/shared/format';
import type { OrderDetailView } from './orders.types';

/** ISO A6 in PDF points (105 × 148 mm): what thermal label printers take. */
const A6: [number, number] = [297.64, 419.53];
const MARGIN = 16;
const WIDTH = A6[0] - 2 * MARGIN;

export type LabelOrder = OrderDetailView & { sender_city: string | null };

/**
 * The number the courier scans: the tracking number once the order shipped, before that the store's booking
 * code, which it hands over with the parcel (the same on the label and the packing slip).
 */
export function bookingNumberOf(order: { id: number; tracking_number: string | null }): string {
  return order.tracking_number ?? `RIMA${String(order.id).padStart(8, '0')}`;
}

/**
 * The standard PDF fonts speak Windows-1252 only: anything else (emoji, other scripts) would print as
 * garbage, so it becomes '?', and line breaks inside one value become spaces.
 */
function printable(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018-\u201d\u2022\u20ac]/g, '?');
}

function recipientAddress(order: OrderDetailView): string {
  const to = order.ship_to;
  if (!to) return order.address;
  return [to.street, to.details, to.village, to.district, to.regency, to.province, to.postal_code]
    .filter((part): part is string => Boolean(part))
    .join(', ');
}

function courierLine(order: OrderDetailView): string {
  const courier = order.courier ?? courierOfService(order.shipping_service);
  const service = order.shipping_service_name ?? (courier ? COURIER_LABELS[courier] : null);
  if (service) return service;
  return order.shipping_method === 'pickup' ? 'Ambil sendiri / Pickup' : 'Kurir toko / Store courier';
}

async function barcodeOf(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false });
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Bold').fontSize(7).fillColor('#555').text(text.toUpperCase(), { width: WIDTH });
  doc.fillColor('#000');
}

function label(doc: PDFKit.PDFDocument, order: LabelOrder, barcode: Buffer, booking: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(printable(courierLine(order)), { width: WIDTH });
  doc.font('Helvetica').fontSize(8).text(`Pesanan / Order #${order.id}`, { width: WIDTH });
  doc.moveDown(0.4);
  const top = doc.y;
  doc.image(barcode, MARGIN, top, { fit: [WIDTH, 56], align: 'center' });
  doc.y = top + 60;
  doc.font('Courier-Bold').fontSize(11).text(booking, MARGIN, doc.y, { width: WIDTH, align: 'center' });
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(A6[0] - MARGIN, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.moveDown(0.4);
  heading(doc, 'Penerima / Recipient');
  doc.font('Helvetica-Bold').fontSize(11).text(printable(order.name), { width: WIDTH });
  doc.font('Helvetica').fontSize(9).text(`${order.phone_code} ${order.phone}`, { width: WIDTH });
  doc.text(printable(recipientAddress(order)), { width: WIDTH });
  doc.moveDown(0.6);
  heading(doc, 'Pengirim / Sender');
  doc.font('Helvetica-Bold').fontSize(10).text(printable(order.store_name), { width: WIDTH });
  if (order.sender_city) doc.font('Helvetica').fontSize(9).text(printable(order.sender_city), { width: WIDTH });
  doc.moveDown(0.6);
  const units = order.items.reduce((sum, i) => sum + i.qty, 0);
  doc.font('Helvetica').fontSize(8).text(`${units} barang / items`, { width: WIDTH });
}

function packingSlip(doc: PDFKit.PDFDocument, order: LabelOrder, booking: string) {
  doc.font('Helvetica-Bold').fontSize(12).text('Daftar kemas / Packing slip', { width: WIDTH });
  doc.font('Helvetica').fontSize(8).text(`Pesanan / Order #${order.id} · ${booking}`, { width: WIDTH });
  doc.text(`${printable(order.store_name)} → ${printable(order.name)}`, { width: WIDTH });
  doc.moveDown(0.6);
  for (const item of order.items) {
    const options = Object.entries(item.variant_options)
      .map(([name, value]) => `${name}: ${value}`)
      .join(', ');
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${item.qty} × ${printable(item.name)}`, { width: WIDTH });
    const details = [options, item.sku ? `SKU ${item.sku}` : ''].filter(Boolean).join(' · ');
    if (details) doc.font('Helvetica').fontSize(8).text(printable(details), { width: WIDTH });
    doc.moveDown(0.3);
  }
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Total ${formatIdr(order.total)}`, { width: WIDTH });
}

/**
 * One PDF: for each order an A6 shipping label (courier and service, a Code 128 barcode of the tracking or
 * booking number, recipient and sender) followed by its packing slip. Built in memory: at most
 * FULFIL_BATCH_MAX orders, a few kilobytes each.
 */
export async function renderLabels(orders: readonly LabelOrder[]): Promise<Buffer> {
  const barcodes = new Map<number, Buffer>();
  for (const order of orders) barcodes.set(order.id, await barcodeOf(bookingNumberOf(order)));
  const doc = new PDFDocument({ size: A6, margin: MARGIN, autoFirstPage: false, info: { Title: 'RIMA labels' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const order of orders) {
    const booking = bookingNumberOf(order);
    doc.addPage();
    label(doc, order, barcodes.get(order.id) ?? Buffer.alloc(0), booking);
    doc.addPage();
    packingSlip(doc, order, booking);
  }
  doc.end();
  return done;
}
