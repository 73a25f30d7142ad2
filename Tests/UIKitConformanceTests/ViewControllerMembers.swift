// App-style view controller code using UIKit's editing, presentation, transition, status
// bar, bar and storyboard members (docs/view-controllers.md): it must build unchanged.
import UIKit

final class AppEditableController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tabBarItem = UITabBarItem(title: "Notes", image: nil, tag: 1)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.layoutIfNeeded() }, completion: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "detail", let detail = segue.destination as? AppEditableController {
            detail.title = "Detail"
        }
    }

    func share(from item: UIBarButtonItem) {
        let activity = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        activity.excludedActivityTypes = [.airDrop]
        activity.popoverPresentationController?.barButtonItem = item
        activity.completionWithItemsHandler = { _, _, _, _ in }
        present(activity, animated: true)
    }

    func openProfile() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        if let profile = storyboard.instantiateViewController(withIdentifier: "Profile") as? AppEditableController {
            show(profile, sender: self)
        }
        _ = UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: self, options: nil).first as? UIView
        _ = Bundle.main.loadNibNamed("Header", owner: self, options: nil)?.first as? UIView
        performSegue(withIdentifier: "detail", sender: self)
        setNeedsStatusBarAppearanceUpdate()
    }
}

final class AppFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext)) {
            toView.alpha = 1
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class AppTransitions: NSObject, UIViewControllerTransitioningDelegate, UIPopoverPresentationControllerDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { AppFadeAnimator() }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

final class AppTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .systemBlue
        tabBar.standardAppearance = UITabBarAppearance()
        viewControllers = [UINavigationController(rootViewController: AppEditableController())]
        selectedIndex = 0
        _ = selectedViewController
    }
}
