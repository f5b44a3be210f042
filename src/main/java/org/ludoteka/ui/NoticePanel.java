package org.ludoteka.ui;

import javax.swing.BorderFactory;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;

/**
 * What the window shows before anything is chosen: a plain sentence (the welcome, or how to reach the
 * games when presenting) above the start screen, which scrolls when the zoom makes it taller than the window.
 */
final class NoticePanel extends JPanel {
    private final Localizer localizer;
    private final WrappingLabel noticeLabel = new WrappingLabel("noticeLabel", 40);
    private Message notice = Message.of("window.welcome");

    NoticePanel(Localizer localizer, StartScreen start) {
        super(new MigLayout("insets 16 24 0 24, fill, wrap 1", "[grow, fill]", "[][grow, fill]"));
        setName("noticePanel");
        Looks.heading(noticeLabel, "h3");
        add(noticeLabel, "wmin 0");
        JScrollPane scroll = new JScrollPane(start, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public void updateUI() {
                super.updateUI();
                setBorder(BorderFactory.createEmptyBorder());
            }
        };
        scroll.setName("startScroll");
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.setOpaque(false);
        scroll.getViewport().setOpaque(false);
        add(scroll, "grow, push, hmin 0");
        this.localizer = localizer;
        localizer.bind(() -> noticeLabel.setText(localizer.text(notice)));
    }

    void showNotice(Message shown) {
        notice = shown;
        noticeLabel.setText(localizer.text(shown));
        revalidate();
    }
}
