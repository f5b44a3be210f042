package org.ludoteka.ui;

import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.ludoteka.core.Message;

/** A plain sentence where a board would be, before a game is chosen: the welcome, or how to reach the games when presenting. */
final class NoticePanel extends JPanel {
    private final Localizer localizer;
    private final WrappingLabel noticeLabel = new WrappingLabel("noticeLabel", 40);
    private Message notice = Message.of("window.welcome");

    NoticePanel(Localizer localizer) {
        super(new MigLayout("insets 24, fill", "[center]", "[center]"));
        setName("noticePanel");
        Looks.heading(noticeLabel, "h3");
        add(noticeLabel);
        this.localizer = localizer;
        localizer.bind(() -> noticeLabel.setText(localizer.text(notice)));
    }

    void showNotice(Message shown) {
        notice = shown;
        noticeLabel.setText(localizer.text(shown));
        revalidate();
    }
}
