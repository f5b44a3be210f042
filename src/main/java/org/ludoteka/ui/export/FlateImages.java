package org.ludoteka.ui.export;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * A board's picture for a PDF page, kept whole (no loss: the lines and letters stay sharp on paper) and
 * deflated fast. PDFBox's own lossless factory tries every PNG predictor on every row, which made a
 * long lesson's handout take seconds; a board's flat colours deflate about as small without it.
 */
final class FlateImages {
    private FlateImages() {
    }

    static PDImageXObject of(PDDocument document, BufferedImage image) throws IOException {
        int width = image.getWidth();
        int height = image.getHeight();
        ByteArrayOutputStream deflated = new ByteArrayOutputStream(width * height / 4);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (DeflaterOutputStream out = new DeflaterOutputStream(deflated, deflater, 1 << 16)) {
            int[] pixels = new int[width];
            byte[] row = new byte[width * 3];
            // a board's picture is packed RGB already: its rows are copied as they are, not converted pixel by pixel
            boolean packed = image.getType() == BufferedImage.TYPE_INT_RGB;
            for (int y = 0; y < height; y++) {
                if (packed) {
                    image.getRaster().getDataElements(0, y, width, 1, pixels);
                } else {
                    image.getRGB(0, y, width, 1, pixels, 0, width);
                }
                for (int x = 0; x < width; x++) {
                    row[3 * x] = (byte) (pixels[x] >> 16);
                    row[3 * x + 1] = (byte) (pixels[x] >> 8);
                    row[3 * x + 2] = (byte) pixels[x];
                }
                out.write(row);
            }
        } finally {
            deflater.end();
        }
        return new PDImageXObject(document, new ByteArrayInputStream(deflated.toByteArray()), COSName.FLATE_DECODE,
                width, height, 8, PDDeviceRGB.INSTANCE);
    }
}
