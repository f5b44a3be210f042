package org.ludoteka.ui.lesson;

import org.ludoteka.ui.Localizer;
import org.ludoteka.ui.Actions;
import java.awt.event.KeyEvent;
import javax.swing.Action;
import javax.swing.JMenu;
import javax.swing.JMenuItem;

/** The Lessons menu: the list of courses, a teacher's own folder of lessons, the lesson editor, and the open lesson's printed handout. */
public final class LessonsMenu extends JMenu {
    public LessonsMenu(Localizer localizer, Action showLessons, Action openFolder, Action recordLesson, Action exportHandout) {
        setName("lessonsMenu");
        localizer.bindText(this, "window.menu.lessons");
        add(item(Actions.withShortcut(showLessons, KeyEvent.VK_L), "showLessonsItem"));
        add(item(openFolder, "openLessonFolderItem"));
        add(item(recordLesson, "recordLessonItem"));
        addSeparator();
        add(item(exportHandout, "exportHandoutItem"));
    }

    private static JMenuItem item(Action action, String name) {
        JMenuItem item = new JMenuItem(action);
        item.setName(name);
        return item;
    }
}
